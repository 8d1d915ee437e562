import type { Handlers } from "../../http/handler.js";
import { notBuilt } from "../../http/not-built.js";

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

export function accountHandlers(): Pick<Handlers, AccountEndpoint> {
  return {
    changePassword: notBuilt("changePassword"),
    acceptTermsAndConditions: notBuilt("acceptTermsAndConditions"),
    sendResetPasswordNotification: notBuilt("sendResetPasswordNotification"),
    getUserByResetToken: notBuilt("getUserByResetToken"),
    resetPassword: notBuilt("resetPassword"),
    getMfaStatus: notBuilt("getMfaStatus"),
    setupMfa: notBuilt("setupMfa"),
    enableMfa: notBuilt("enableMfa"),
    disableMfa: notBuilt("disableMfa"),
    getProfiles: notBuilt("getProfiles"),
  };
}
