import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import { adminContext } from "./admin-context.js";
import { AuditLogService } from "./audit-log-service.js";
import { DirectoryService } from "./directory-service.js";
import { PreferencesService } from "./preferences-service.js";
import { ProfileService } from "./profile-service.js";
import { RoleService } from "./role-service.js";
import { UserMutationService } from "./user-mutation-service.js";
import { UserService } from "./user-service.js";

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

/** The admin area: users, profiles, roles, clients, preferences and the audit log. */
export function adminHandlers(db: Db): Pick<Handlers, AdminEndpoint> {
  const users = new UserService(db);
  const mutations = new UserMutationService(db);
  const profiles = new ProfileService(db);
  const roles = new RoleService(db);
  const directory = new DirectoryService(db);
  const preferences = new PreferencesService(db);
  const auditLog = new AuditLogService(db);
  return {
    listUsers: ({ body }) => users.list(body),
    getUserById: ({ params }) => users.getById(params.id),
    mutateUser: ({ body }, context) => mutations.mutate(body, adminContext(context)),
    getSelf: (_input, context) => users.getSelf(adminContext(context)),
    mutateSelf: ({ body }, context) => users.mutateSelf(body, adminContext(context)),
    toggleBlockUser: ({ params, body }, context) =>
      users.toggleBlock(params.id, body.blocked, adminContext(context)),
    deleteUser: ({ params }, context) => users.delete(params.id, adminContext(context)),
    listUserTypes: () => directory.userTypes(),
    listRoles: () => roles.list(),
    mutateRole: ({ body }, context) => roles.mutate(body, adminContext(context)),
    deleteRole: ({ params }, context) => roles.delete(params.id, adminContext(context)),
    listElevatedRoles: () => directory.elevatedRoles(),
    mutateElevatedRole: ({ body }, context) => profiles.mutateElevatedRole(body, adminContext(context)),
    mutateProfile: ({ body }, context) => profiles.mutate(body, adminContext(context)),
    deleteProfile: ({ params }, context) => profiles.delete(params.id, adminContext(context)),
    listTenants: (_input, context) => directory.tenants(requireCaller(context)),
    mutateTenant: ({ body }, context) => directory.mutateTenant(body, adminContext(context)),
    getUserPreferences: ({ params }) => preferences.get(params.id),
    saveUserPreferences: ({ params, body }, context) =>
      preferences.save(params.id, body, adminContext(context)),
    listAuditLog: ({ body }) => auditLog.list(body),
  };
}
