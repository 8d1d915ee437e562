import { ErrorBodySchema, ErrorCodes, type ErrorCode } from "@rightsdesk/domain";
import { ApiError } from "./api-error.js";

/** The error of a failed call, from its HTTP status and whatever body the server sent. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ApiError({
      code: parsed.data.errorCode as ErrorCode,
      status,
      message: parsed.data.message,
      errors: parsed.data.errors,
    });
  }
  return new ApiError({
    code: ErrorCodes.Unknown,
    status,
    message: `The server answered ${status} without an error description.`,
  });
}
