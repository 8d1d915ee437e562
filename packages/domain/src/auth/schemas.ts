import { z } from "zod";
import { MAX_ID } from "../records/field-schemas.js";

const Instant = z.iso.datetime({ offset: true }).describe("An instant, ISO 8601 with offset");
const Id = z.number().int().positive().max(MAX_ID);

export const OneTimeCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.");

export const LoginRequestSchema = z.object({
  userName: z.string().trim().min(1, "Enter your user name.").max(100, "User name is too long."),
  password: z.string().min(1, "Enter your password.").max(512, "Password is too long."),
  /** The authenticator code, for users who enrolled one (answered MFARequired without it). */
  otp: OneTimeCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserProfileSummarySchema = z.object({
  id: Id,
  tenantId: Id,
  tenantName: z.string(),
  roleName: z.string(),
  elevatedRoleName: z.string().nullable(),
  userTypeName: z.string(),
  isDefault: z.boolean(),
  /**
   * For an ADVERTISER USER: the advertisers (companies of the client) whose spots the profile sees;
   * empty for other users, who are not narrowed.
   */
  advertiserIds: z.array(Id),
});
export type UserProfileSummary = z.infer<typeof UserProfileSummarySchema>;

export const TokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  tokenExpiryDate: Instant,
  refreshTokenExpiryDate: Instant,
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const UserAuthInfoSchema = TokenPairSchema.extend({
  /** Sent back as the session-token header; a request whose header names another session is refused. */
  sessionToken: z.string(),
  userProfiles: z.array(UserProfileSummarySchema),
  /** The password was generated or reset by an administrator: it must be changed first. */
  passwordChangeRequired: z.boolean(),
});
export type UserAuthInfo = z.infer<typeof UserAuthInfoSchema>;

export const UserInfoSchema = z.object({
  userId: Id,
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tenantId: Id,
  /** Whether the user belongs to the provider's own client (spec 000 section 3). */
  isProviderClient: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const LoginResponseSchema = z.object({
  userAuthInfo: UserAuthInfoSchema,
  userInfo: UserInfoSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshTokenRequestSchema = z.object({
  refreshToken: z.string().min(1, "A refresh token is required."),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

export const RefreshTokenResponseSchema = TokenPairSchema;
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponseSchema>;

export const AccessPermissionSchema = z.object({
  canRead: z.boolean(),
  canWrite: z.boolean(),
  canDelete: z.boolean(),
});
export type AccessPermission = z.infer<typeof AccessPermissionSchema>;

export const ItemAccessSchema = z.object({
  name: z.string(),
  module: z.object({ name: z.string() }),
  accessPermission: AccessPermissionSchema,
});
export type ItemAccess = z.infer<typeof ItemAccessSchema>;

export const ModuleAccessSchema = z.object({
  name: z.string(),
  accessPermission: AccessPermissionSchema,
  itemAccesses: z.array(ItemAccessSchema),
});
export type ModuleAccess = z.infer<typeof ModuleAccessSchema>;

export const SelectedUserProfileSchema = z.object({
  id: Id,
  tenantId: Id,
  elevatedRole: z.object({ name: z.string() }).nullable(),
  userType: z.object({ name: z.string() }),
  grantedRole: z.object({
    id: Id,
    name: z.string(),
    moduleAccesses: z.array(ModuleAccessSchema),
  }),
});
export type SelectedUserProfile = z.infer<typeof SelectedUserProfileSchema>;

/** The user permission record (spec 000 section 3). */
export const UserPermissionSchema = z.object({
  id: Id,
  userName: z.string(),
  termAcceptedOn: Instant.nullable(),
  selectedUserProfile: SelectedUserProfileSchema,
});
export type UserPermission = z.infer<typeof UserPermissionSchema>;

export const LogoutResponseSchema = z.object({ signedOut: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** A client (tenant) as the client picker shows it. */
export const ClientSummarySchema = z.object({
  id: Id,
  name: z.string(),
  /** The provider's own client, whose profiles may act for any client. */
  isProvider: z.boolean(),
});
export type ClientSummary = z.infer<typeof ClientSummarySchema>;

/**
 * The client the session acts for: every record it reads or writes is that client's. A profile
 * of the provider's own client may choose any client (`clients`); another profile acts for its own.
 */
export const ActingClientSchema = z.object({
  client: ClientSummarySchema,
  clients: z.array(ClientSummarySchema),
  canSwitch: z.boolean(),
});
export type ActingClient = z.infer<typeof ActingClientSchema>;

export const ActForClientRequestSchema = z.object({
  clientId: z
    .number({ error: "Choose the client." })
    .int()
    .positive("Choose the client.")
    .max(MAX_ID, "Choose the client."),
});
export type ActForClientRequest = z.infer<typeof ActForClientRequestSchema>;
