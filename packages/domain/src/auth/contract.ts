import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { EmptyBody } from "../api/module-access.js";
import {
  AcceptTermsResponseSchema,
  ChangePasswordRequestSchema,
  DoneResponseSchema,
  MfaDisableRequestSchema,
  MfaEnableRequestSchema,
  MfaSetupResponseSchema,
  MfaStatusSchema,
  ResetPasswordRequestSchema,
  ResetTokenRequestSchema,
  ResetTokenUserSchema,
  SendResetPasswordRequestSchema,
} from "./account-schemas.js";
import {
  ActForClientRequestSchema,
  ActingClientSchema,
  UserProfileSummarySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  RefreshTokenRequestSchema,
  RefreshTokenResponseSchema,
  UserPermissionSchema,
} from "./schemas.js";

export const login = defineEndpoint({
  name: "login",
  method: "POST",
  path: "/User/Login",
  summary: "Sign in with a user name and password",
  tag: "User",
  access: { kind: "public" },
  body: LoginRequestSchema,
  response: LoginResponseSchema,
  errors: ["Unauthorized", "MFARequired"],
});

export const refreshToken = defineEndpoint({
  name: "refreshToken",
  method: "POST",
  path: "/User/RefreshToken",
  summary: "Trade a refresh token for a new token pair; the old refresh token stops working",
  tag: "User",
  access: { kind: "public" },
  body: RefreshTokenRequestSchema,
  response: RefreshTokenResponseSchema,
  errors: ["ForceLogout"],
});

export const getPermission = defineEndpoint({
  name: "getPermission",
  method: "GET",
  path: "/User/GetPermission",
  summary: "The signed-in user's permission record for the selected profile",
  tag: "User",
  access: { kind: "session" },
  response: UserPermissionSchema,
  errors: ["ForceLogout", "InvalidUserProfile"],
});

export const logout = defineEndpoint({
  name: "logout",
  method: "POST",
  path: "/User/Logout",
  summary: "Sign out: the session's access and refresh tokens stop working at once",
  tag: "User",
  access: { kind: "session" },
  body: EmptyBody,
  response: LogoutResponseSchema,
  errors: ["ForceLogout"],
});

export const changePassword = defineEndpoint({
  name: "changePassword",
  method: "POST",
  path: "/User/ChangePassWord",
  summary: "Change your own password; your other sessions end",
  tag: "User",
  access: { kind: "session" },
  body: ChangePasswordRequestSchema,
  response: DoneResponseSchema,
  errors: ["Unauthorized"],
});

export const acceptTermsAndConditions = defineEndpoint({
  name: "acceptTermsAndConditions",
  method: "POST",
  path: "/User/AcceptTermsAndConditions",
  summary: "Record that you accepted the terms and conditions",
  tag: "User",
  access: { kind: "session" },
  body: EmptyBody,
  response: AcceptTermsResponseSchema,
  errors: [],
});

export const sendResetPasswordNotification = defineEndpoint({
  name: "sendResetPasswordNotification",
  method: "POST",
  path: "/User/SendResetPasswordNotification",
  summary: "E-mail a one-time password reset link; answers the same whether or not the user exists",
  tag: "User",
  access: { kind: "public" },
  body: SendResetPasswordRequestSchema,
  response: DoneResponseSchema,
  errors: [],
});

export const getUserByResetToken = defineEndpoint({
  name: "getUserByResetToken",
  method: "POST",
  path: "/User/GetUserByResetToken",
  summary: "Whose password a reset code resets, while the code is still valid",
  tag: "User",
  access: { kind: "public" },
  body: ResetTokenRequestSchema,
  response: ResetTokenUserSchema,
  errors: ["NotFound"],
});

export const resetPassword = defineEndpoint({
  name: "resetPassword",
  method: "POST",
  path: "/User/ResetPassword",
  summary: "Set a new password with a reset code; the code then stops working and every session ends",
  tag: "User",
  access: { kind: "public" },
  body: ResetPasswordRequestSchema,
  response: DoneResponseSchema,
  errors: ["NotFound"],
});

export const getMfaStatus = defineEndpoint({
  name: "getMfaStatus",
  method: "GET",
  path: "/User/OneTimePassword/Session/Status",
  summary: "Whether an authenticator app guards your sign-in",
  tag: "User",
  access: { kind: "session" },
  response: MfaStatusSchema,
  errors: [],
});

export const setupMfa = defineEndpoint({
  name: "setupMfa",
  method: "POST",
  path: "/User/OneTimePassword/Session/Setup",
  summary: "Start enrolling an authenticator app: a new secret, not active until confirmed",
  tag: "User",
  access: { kind: "session" },
  body: EmptyBody,
  response: MfaSetupResponseSchema,
  errors: [],
});

export const enableMfa = defineEndpoint({
  name: "enableMfa",
  method: "POST",
  path: "/User/OneTimePassword/Session/Validate",
  summary: "Confirm the authenticator with one of its codes; sign-in then asks for a code",
  tag: "User",
  access: { kind: "session" },
  body: MfaEnableRequestSchema,
  response: MfaStatusSchema,
  errors: ["InvalidData"],
});

export const disableMfa = defineEndpoint({
  name: "disableMfa",
  method: "POST",
  path: "/User/OneTimePassword/Session/Disable",
  summary: "Stop asking for authenticator codes (needs your password)",
  tag: "User",
  access: { kind: "session" },
  body: MfaDisableRequestSchema,
  response: MfaStatusSchema,
  errors: ["Unauthorized"],
});

export const getProfiles = defineEndpoint({
  name: "getProfiles",
  method: "POST",
  path: "/User/Profiles",
  summary: "Your profiles (a role in a client each), to choose the one to work in",
  tag: "User",
  access: { kind: "session" },
  body: EmptyBody,
  response: z.array(UserProfileSummarySchema),
  errors: [],
});

export const getActingClient = defineEndpoint({
  name: "getActingClient",
  method: "GET",
  path: "/User/Client",
  summary: "The client your session acts for, and the clients you may choose from",
  tag: "User",
  access: { kind: "session" },
  response: ActingClientSchema,
  errors: [],
});

export const actForClient = defineEndpoint({
  name: "actForClient",
  method: "POST",
  path: "/User/Client/ActFor",
  summary:
    "Act for another client in this session (profiles of the provider's own client only); every later call reads and writes that client's records",
  tag: "User",
  access: { kind: "session" },
  body: ActForClientRequestSchema,
  response: ActingClientSchema,
  errors: ["NotFound", "Unauthorized"],
});
