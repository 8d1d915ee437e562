import type { Handlers } from "../../http/handler.js";
import { requireCaller } from "../../http/handler.js";
import type { AuthService } from "./auth-service.js";

export function authHandlers(
  auth: AuthService,
): Pick<Handlers, "login" | "refreshToken" | "getPermission" | "logout"> {
  return {
    login: ({ body }, { request, now }) => auth.login(body, request, now),
    refreshToken: ({ body }, { request, now }) => auth.refresh(body.refreshToken, request, now),
    getPermission: async (_input, context) => requireCaller(context).permission,
    logout: async (_input, context) => {
      await auth.logout(requireCaller(context), context.request, context.now);
      return { signedOut: true as const };
    },
  };
}
