import { z } from "zod";
import { NewPasswordSchema } from "../auth/account-schemas.js";
import { UserProfileSummarySchema } from "../auth/schemas.js";
import { RecordStatusSchema, recordStatuses } from "../company/company-catalogues.js";
import { userTypeNames } from "../access/modules.js";
import { ElevatedRoleNameSchema, UserKindSchema } from "./user-catalogues.js";
import { listResultSchema } from "../list-query/list-query.js";
import { PermissionSchema } from "./permission.js";
import { IdSchema, MAX_ID, requiredText } from "../records/field-schemas.js";
import { AccessPermissionSchema, ItemAccessSchema } from "../auth/schemas.js";
import { defineListFields } from "../list-query/list-fields.js";

const Instant = z.iso.datetime({ offset: true });
const Version = z.number().int().positive().max(MAX_ID);

export const IdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive("The id must be a positive whole number.")
    .max(MAX_ID, "The id must be a positive whole number."),
});
export type IdParams = z.infer<typeof IdParamsSchema>;

/** A row of the user list. */
export const UserSummarySchema = z.object({
  id: IdSchema,
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: UserKindSchema,
  status: RecordStatusSchema,
  mfaEnabled: z.boolean(),
  lastSignInAt: Instant.nullable(),
  createdAt: Instant,
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** The fields the user list can filter and sort on. */
export const userListFields = defineListFields({
  id: "number",
  userName: "text",
  firstName: "text",
  lastName: "text",
  email: "text",
  userType: { kind: "enum", values: userTypeNames },
  status: { kind: "enum", values: recordStatuses },
  createdAt: "date",
});

export const UserListResultSchema = listResultSchema(UserSummarySchema);

export const UserDetailSchema = UserSummarySchema.extend({
  version: Version,
  termAcceptedOn: Instant.nullable(),
  passwordChangeRequired: z.boolean(),
  profiles: z.array(UserProfileSummarySchema.extend({ roleId: IdSchema })),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** One profile of a user: a role in a tenant, optionally with an elevated role. */
export const ProfileInputSchema = z.object({
  id: IdSchema.optional(),
  tenantId: IdSchema.optional(),
  roleId: z.number({ error: "Choose the role." }).int().positive("Choose the role."),
  elevatedRoleName: z.string().trim().toLowerCase().pipe(ElevatedRoleNameSchema).nullable().default(null),
  isDefault: z.boolean().default(false),
  /**
   * An ADVERTISER USER sees only the spots of these advertisers (companies of type ADVERTISER of
   * the profile's client); none listed, no spots. Ignored for other kinds of user.
   */
  advertiserIds: z
    .array(IdSchema)
    .max(100, "Name at most 100 advertisers.")
    .refine((ids) => new Set(ids).size === ids.length, "Name each advertiser once.")
    .default([]),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** Create (no id) or update (id and version) a user; an administrator-set password must be changed at first sign-in. */
export const UserMutateRequestSchema = z
  .object({
    id: IdSchema.optional(),
    version: Version.optional(),
    userName: requiredText("user name", 100).regex(
      /^[A-Za-z0-9._@-]+$/,
      "Use letters, digits, dots, dashes, underscores or @ in the user name.",
    ),
    firstName: requiredText("first name", 100),
    lastName: requiredText("last name", 100),
    email: z.email("Enter a valid e-mail address."),
    userType: UserKindSchema,
    /** Required when creating; when updating, a new one resets the password. */
    password: NewPasswordSchema.optional(),
    profiles: z.array(ProfileInputSchema).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.id === undefined && value.password === undefined) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "Set a first password for the new user." });
    }
    if (value.id === undefined && (!value.profiles || value.profiles.length === 0)) {
      ctx.addIssue({ code: "custom", path: ["profiles"], message: "Give the new user at least one role." });
    }
    if (value.id !== undefined && value.version === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["version"],
        message: "The version of the record being edited is required.",
      });
    }
    if (value.profiles && value.profiles.filter((profile) => profile.isDefault).length > 1) {
      ctx.addIssue({ code: "custom", path: ["profiles"], message: "Only one profile can be the default." });
    }
  });
export type UserMutateRequest = z.infer<typeof UserMutateRequestSchema>;

export const SelfMutateRequestSchema = z.object({
  version: Version,
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: z.email("Enter a valid e-mail address."),
});
export type SelfMutateRequest = z.infer<typeof SelfMutateRequestSchema>;

export const ToggleBlockRequestSchema = z.object({
  blocked: z.boolean({ error: "Say whether to block or unblock." }),
});
export type ToggleBlockRequest = z.infer<typeof ToggleBlockRequestSchema>;

export const UserTypeSchema = z.object({ id: IdSchema, name: UserKindSchema });
export const ElevatedRoleSchema = z.object({ id: IdSchema, name: ElevatedRoleNameSchema });

export const RoleRecordSchema = z.object({
  id: IdSchema,
  version: Version,
  tenantId: IdSchema,
  name: z.string(),
  description: z.string(),
  userCount: z.number().int().nonnegative(),
  moduleAccesses: z.array(
    z.object({
      name: z.string(),
      accessPermission: AccessPermissionSchema,
      itemAccesses: z.array(ItemAccessSchema),
    }),
  ),
});
export type RoleRecord = z.infer<typeof RoleRecordSchema>;

export const RoleMutateRequestSchema = z.object({
  id: IdSchema.optional(),
  version: Version.optional(),
  name: requiredText("role name", 100),
  description: z.string().trim().max(500, "Use at most 500 characters.").default(""),
  moduleAccesses: z
    .array(PermissionSchema)
    .refine(
      (accesses) => new Set(accesses.map((access) => access.name)).size === accesses.length,
      "Each module can appear once in a role.",
    ),
});
export type RoleMutateRequest = z.infer<typeof RoleMutateRequestSchema>;

export const ProfileMutateRequestSchema = ProfileInputSchema.extend({ userId: IdSchema });
export type ProfileMutateRequest = z.infer<typeof ProfileMutateRequestSchema>;

export const ElevatedRoleMutateRequestSchema = z.object({
  profileId: IdSchema,
  elevatedRoleName: z.string().trim().toLowerCase().pipe(ElevatedRoleNameSchema).nullable(),
});
export type ElevatedRoleMutateRequest = z.infer<typeof ElevatedRoleMutateRequestSchema>;

export const TenantSchema = z.object({ id: IdSchema, name: z.string(), isProvider: z.boolean() });
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantMutateRequestSchema = z.object({
  id: IdSchema.optional(),
  name: requiredText("client name", 200),
});
export type TenantMutateRequest = z.infer<typeof TenantMutateRequestSchema>;

/** Per-user preferences (the user-preferences tab); alerts read `alertDaysAhead`. */
export const UserPreferencesSchema = z.object({
  alertDaysAhead: z
    .number({ error: "Enter a number of days." })
    .int("Use whole days.")
    .min(1, "Use at least 1 day.")
    .max(365, "Use at most 365 days."),
  weeklyDigest: z.boolean(),
  timeZone: z.string().trim().min(1, "Choose a time zone.").max(64),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  alertDaysAhead: 30,
  weeklyDigest: false,
  timeZone: "UTC",
};

/** One audit entry: who did what to which record, what changed, and the request's headers. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  at: Instant,
  actorUserId: IdSchema.nullable(),
  actorUserName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  context: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const auditListFields = defineListFields({
  id: "number",
  at: "date",
  actorUserName: "text",
  action: "text",
  entityType: "text",
  entityId: "text",
});

export const AuditListResultSchema = listResultSchema(AuditEntrySchema);

export const CanAccessResponseSchema = z.object({
  canRead: z.boolean(),
  canWrite: z.boolean(),
  canDelete: z.boolean(),
});
export type CanAccessResponse = z.infer<typeof CanAccessResponseSchema>;
