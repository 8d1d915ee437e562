import { isApiError } from "@rightsdesk/api-client";
import { config } from "../config";

/** A sentence for a failed call shown in place: the server's words, or plain ones. */
export function describeError(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.isNetworkError) {
      return `${config.productName} could not reach its server. Check your connection and try again.`;
    }
    if (error.message.trim()) return error.message;
  }
  return fallback;
}
