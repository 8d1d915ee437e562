import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import { ListQuerySchema } from "../list-query/list-query.js";
import {
  AuditListResultSchema,
  ElevatedRoleMutateRequestSchema,
  ElevatedRoleSchema,
  IdParamsSchema,
  ProfileMutateRequestSchema,
  RoleMutateRequestSchema,
  RoleRecordSchema,
  SelfMutateRequestSchema,
  TenantMutateRequestSchema,
  TenantSchema,
  ToggleBlockRequestSchema,
  UserDetailSchema,
  UserListResultSchema,
  UserMutateRequestSchema,
  UserPreferencesSchema,
  UserTypeSchema,
} from "./schemas.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";

const { read: adminRead, write: adminWrite, remove: adminDelete } = moduleAccess("Admin");

export const listUsers = defineEndpoint({
  name: "listUsers",
  method: "POST",
  path: "/User/GetBy",
  summary: "List users with filters, sorting and paging",
  tag: "Admin",
  access: adminRead,
  body: ListQuerySchema,
  response: UserListResultSchema,
  errors: [],
});

export const getUserById = defineEndpoint({
  name: "getUserById",
  method: "POST",
  path: "/User/GetUserById/{id}",
  summary: "One user with their profiles",
  tag: "Admin",
  access: adminRead,
  params: IdParamsSchema,
  body: EmptyBody,
  response: UserDetailSchema,
  errors: ["NotFound"],
});

export const mutateUser = defineEndpoint({
  name: "mutateUser",
  method: "POST",
  path: "/User/Mutate",
  summary: "Create a user (no id) or update one (id and version)",
  tag: "Admin",
  access: adminWrite,
  body: UserMutateRequestSchema,
  response: UserDetailSchema,
  errors: ["DuplicateName", "NotFound", "InvalidData"],
});

export const getSelf = defineEndpoint({
  name: "getSelf",
  method: "GET",
  path: "/User/Self",
  summary: "Your own user record",
  tag: "User",
  access: { kind: "session" },
  response: UserDetailSchema,
  errors: [],
});

export const mutateSelf = defineEndpoint({
  name: "mutateSelf",
  method: "POST",
  path: "/User/Self/Mutate",
  summary: "Edit your own name and e-mail address",
  tag: "User",
  access: { kind: "session" },
  body: SelfMutateRequestSchema,
  response: UserDetailSchema,
  errors: ["InvalidData"],
});

export const toggleBlockUser = defineEndpoint({
  name: "toggleBlockUser",
  method: "POST",
  path: "/User/ToggleBlockUser/{id}",
  summary: "Block a user (their sessions end at once) or unblock them",
  tag: "Admin",
  access: adminWrite,
  params: IdParamsSchema,
  body: ToggleBlockRequestSchema,
  response: UserDetailSchema,
  errors: ["NotFound", "InvalidData"],
});

export const deleteUser = defineEndpoint({
  name: "deleteUser",
  method: "DELETE",
  path: "/User/{id}",
  summary: "Delete a user (never the root user or yourself)",
  tag: "Admin",
  access: adminDelete,
  params: IdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const listUserTypes = defineEndpoint({
  name: "listUserTypes",
  method: "POST",
  path: "/User/Types/GetAll",
  summary: "The user kinds: platform, ad agency, advertiser",
  tag: "Admin",
  access: adminRead,
  body: EmptyBody,
  response: z.array(UserTypeSchema),
  errors: [],
});

export const listRoles = defineEndpoint({
  name: "listRoles",
  method: "POST",
  path: "/User/Role/GetAll",
  summary: "Every role with its module and item accesses",
  tag: "Admin",
  access: adminRead,
  body: EmptyBody,
  response: z.array(RoleRecordSchema),
  errors: [],
});

export const mutateRole = defineEndpoint({
  name: "mutateRole",
  method: "POST",
  path: "/User/Role/Mutate",
  summary: "Create a role (no id) or update one (id and version)",
  tag: "Admin",
  access: adminWrite,
  body: RoleMutateRequestSchema,
  response: RoleRecordSchema,
  errors: ["DuplicateName", "NotFound", "InvalidData"],
});

export const deleteRole = defineEndpoint({
  name: "deleteRole",
  method: "DELETE",
  path: "/User/Role/{id}",
  summary: "Delete a role no profile uses",
  tag: "Admin",
  access: adminDelete,
  params: IdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "DependencyError"],
});

export const listElevatedRoles = defineEndpoint({
  name: "listElevatedRoles",
  method: "POST",
  path: "/User/Role/Elevated/GetAll",
  summary: "The elevated roles: admin system, admin client",
  tag: "Admin",
  access: adminRead,
  body: EmptyBody,
  response: z.array(ElevatedRoleSchema),
  errors: [],
});

export const mutateElevatedRole = defineEndpoint({
  name: "mutateElevatedRole",
  method: "POST",
  path: "/User/Role/Elevated/Mutate",
  summary: "Give a profile an elevated role or take it away (admin system only)",
  tag: "Admin",
  access: adminWrite,
  body: ElevatedRoleMutateRequestSchema,
  response: UserDetailSchema,
  errors: ["NotFound", "Unauthorized"],
});

export const mutateProfile = defineEndpoint({
  name: "mutateProfile",
  method: "POST",
  path: "/User/Profile/MutateWithRole",
  summary: "Add a profile to a user or change its role; the user's sessions end",
  tag: "Admin",
  access: adminWrite,
  body: ProfileMutateRequestSchema,
  response: UserDetailSchema,
  errors: ["NotFound", "InvalidData", "Unauthorized"],
});

export const deleteProfile = defineEndpoint({
  name: "deleteProfile",
  method: "DELETE",
  path: "/User/Profile/{id}",
  summary: "Remove a profile from a user (not their last one)",
  tag: "Admin",
  access: adminDelete,
  params: IdParamsSchema,
  response: UserDetailSchema,
  errors: ["NotFound", "InvalidData"],
});

export const listTenants = defineEndpoint({
  name: "listTenants",
  method: "POST",
  path: "/User/Tenant/GetAll",
  summary: "The clients profiles belong to",
  tag: "Admin",
  access: adminRead,
  body: EmptyBody,
  response: z.array(TenantSchema),
  errors: [],
});

export const mutateTenant = defineEndpoint({
  name: "mutateTenant",
  method: "POST",
  path: "/User/Tenant/Mutate",
  summary: "Create or rename a client",
  tag: "Admin",
  access: adminWrite,
  body: TenantMutateRequestSchema,
  response: TenantSchema,
  errors: ["DuplicateName", "NotFound"],
});

export const getUserPreferences = defineEndpoint({
  name: "getUserPreferences",
  method: "POST",
  path: "/User/Preferences/Get/{id}",
  summary: "A user's preferences (alert window, digest, time zone)",
  tag: "Admin",
  access: adminRead,
  params: IdParamsSchema,
  body: EmptyBody,
  response: UserPreferencesSchema,
  errors: ["NotFound"],
});

export const saveUserPreferences = defineEndpoint({
  name: "saveUserPreferences",
  method: "POST",
  path: "/User/Preferences/Save/{id}",
  summary: "Save a user's preferences",
  tag: "Admin",
  access: adminWrite,
  params: IdParamsSchema,
  body: UserPreferencesSchema,
  response: UserPreferencesSchema,
  errors: ["NotFound"],
});

export const listAuditLog = defineEndpoint({
  name: "listAuditLog",
  method: "POST",
  path: "/User/AuditLog/GetBy",
  summary: "The audit log: sign-ins, sign-outs, permission and user changes",
  tag: "Admin",
  access: adminRead,
  body: ListQuerySchema,
  response: AuditListResultSchema,
  errors: [],
});
