import { isApiError, type ApiError } from "@rightsdesk/api-client";

/** HTTP 401, and the legacy 595, mean the server no longer accepts the access token (spec 000 section 8). */
export function isUnauthenticated(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 401 || error.status === 595);
}
