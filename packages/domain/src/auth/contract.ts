import { z } from "zod";
import { defineEndpoint } from "../contract/endpoint.js";
import {
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
  errors: ["Unauthorized"],
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
  body: z.object({}).optional(),
  response: LogoutResponseSchema,
  errors: ["ForceLogout"],
});
