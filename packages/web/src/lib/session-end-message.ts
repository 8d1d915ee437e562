import { PERMISSION_DENIED_MESSAGE, type NotificationType } from "@rightsdesk/domain";
import type { SessionEnd } from "./session-service";

/** What the sign-in page says about the way the last session ended. */
export function sessionEndMessage(end: SessionEnd): { message: string; type: NotificationType } {
  switch (end.reason) {
    case "signedOut":
      return { type: "info", message: "You have signed out." };
    case "forced":
      return { type: "warning", message: end.message ?? PERMISSION_DENIED_MESSAGE };
    case "tokenRejected":
      return {
        type: "warning",
        message: end.message ?? "Your session is no longer valid. Sign in again to continue.",
      };
    case "expired":
      return { type: "warning", message: "Your session expired. Sign in again to continue." };
    case "refreshFailed":
      return { type: "warning", message: "Your session could not be renewed. Sign in again to continue." };
    case "declined":
      return { type: "info", message: "Your session has ended. Sign in again whenever you are ready." };
    case "inactive":
      return {
        type: "warning",
        message: "You were signed out after a period of inactivity. Sign in again to continue.",
      };
  }
}
