import type { Handlers } from "../../http/handler.js";
import { requireCaller } from "../../http/handler.js";
import type { AccountService } from "./account-service.js";
import type { MfaService } from "./mfa-service.js";
import type { PasswordResetService } from "./password-reset-service.js";

export type AccountEndpoint =
  | "changePassword"
  | "acceptTermsAndConditions"
  | "sendResetPasswordNotification"
  | "getUserByResetToken"
  | "resetPassword"
  | "getMfaStatus"
  | "setupMfa"
  | "enableMfa"
  | "disableMfa"
  | "getProfiles";

export interface AccountServices {
  account: AccountService;
  mfa: MfaService;
  passwordReset: PasswordResetService;
}

export function accountHandlers({
  account,
  mfa,
  passwordReset,
}: AccountServices): Pick<Handlers, AccountEndpoint> {
  const done = { done: true as const };
  return {
    changePassword: async ({ body }, context) => {
      await account.changePassword(requireCaller(context), body, context.request, context.now);
      return done;
    },
    acceptTermsAndConditions: (_input, context) =>
      account.acceptTerms(requireCaller(context), context.request, context.now),
    getProfiles: (_input, context) => account.listProfiles(requireCaller(context)),
    sendResetPasswordNotification: async ({ body }, { request, now }) => {
      await passwordReset.requestReset(body.userNameOrEmail, request, now);
      return done;
    },
    getUserByResetToken: ({ body }, { now }) => passwordReset.userForToken(body.token, now),
    resetPassword: async ({ body }, { request, now }) => {
      await passwordReset.resetPassword(body.token, body.newPassword, request, now);
      return done;
    },
    getMfaStatus: (_input, context) => mfa.status(requireCaller(context)),
    setupMfa: (_input, context) => mfa.setup(requireCaller(context)),
    enableMfa: ({ body }, context) =>
      mfa.enable(requireCaller(context), body.code, context.request, context.now),
    disableMfa: ({ body }, context) =>
      mfa.disable(requireCaller(context), body.password, context.request, context.now),
  };
}
