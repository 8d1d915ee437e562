import type { Handlers } from "../../http/handler.js";
import { requireCaller } from "../../http/handler.js";
import type { ActingClientService } from "./acting-client-service.js";
import type { AuthService } from "./auth-service.js";

export function authHandlers(
  auth: AuthService,
  actingClients: ActingClientService,
): Pick<
  Handlers,
  "login" | "refreshToken" | "getPermission" | "logout" | "getActingClient" | "actForClient"
> {
  return {
    getActingClient: (_input, context) => actingClients.current(requireCaller(context)),
    actForClient: ({ body }, context) =>
      actingClients.actFor(requireCaller(context), body.clientId, context.request, context.now),
    login: ({ body }, { request, now }) => auth.login(body, request, now),
    refreshToken: ({ body }, { request, now }) => auth.refresh(body.refreshToken, request, now),
    getPermission: async (_input, context) => requireCaller(context).permission,
    logout: async (_input, context) => {
      await auth.logout(requireCaller(context), context.request, context.now);
      return { signedOut: true as const };
    },
  };
}
