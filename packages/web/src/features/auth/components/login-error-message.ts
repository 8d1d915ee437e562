import { isApiError } from "@rightsdesk/api-client";

/** The sentence the sign-in form shows when signing in fails for a reason other than a field. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) {
      return "Rights Desk could not reach its server. Check your connection and try again.";
    }
    if (error.message.trim()) return error.message;
  }
  return "Signing in failed. Try again in a moment.";
}
