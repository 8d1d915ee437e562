import type { Handlers } from "../../http/handler.js";
import { notBuilt } from "../../http/not-built.js";

export type AdminEndpoint =
  | "listUsers"
  | "getUserById"
  | "mutateUser"
  | "getSelf"
  | "mutateSelf"
  | "toggleBlockUser"
  | "deleteUser"
  | "listUserTypes"
  | "listRoles"
  | "mutateRole"
  | "deleteRole"
  | "listElevatedRoles"
  | "mutateElevatedRole"
  | "mutateProfile"
  | "deleteProfile"
  | "listTenants"
  | "mutateTenant"
  | "getUserPreferences"
  | "saveUserPreferences"
  | "listAuditLog";

export function adminHandlers(): Pick<Handlers, AdminEndpoint> {
  const names: AdminEndpoint[] = [
    "listUsers",
    "getUserById",
    "mutateUser",
    "getSelf",
    "mutateSelf",
    "toggleBlockUser",
    "deleteUser",
    "listUserTypes",
    "listRoles",
    "mutateRole",
    "deleteRole",
    "listElevatedRoles",
    "mutateElevatedRole",
    "mutateProfile",
    "deleteProfile",
    "listTenants",
    "mutateTenant",
    "getUserPreferences",
    "saveUserPreferences",
    "listAuditLog",
  ];
  return Object.fromEntries(names.map((name) => [name, notBuilt(name)])) as unknown as Pick<
    Handlers,
    AdminEndpoint
  >;
}
