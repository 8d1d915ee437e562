import {
  ErrorBodySchema,
  ErrorCodes,
  errorTypeOf,
  type ErrorCode,
  type ErrorType,
  type FieldError,
} from "@rightsdesk/domain";

/**
 * A failed call. `code` is the catalogue code the server sent; a call that never reached
 * the server (network down, no answer) has `status` 0 and code Unknown.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly type: ErrorType;
  readonly status: number;
  readonly errors: readonly FieldError[];

  constructor(options: { code: ErrorCode; status: number; message: string; errors?: readonly FieldError[] }) {
    super(options.message);
    this.name = "ApiError";
    this.code = options.code;
    this.type = errorTypeOf(options.code);
    this.status = options.status;
    this.errors = options.errors ?? [];
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Builds the error from an HTTP status and whatever body the server sent. */
  static fromResponse(status: number, body: unknown): ApiError {
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

  static network(cause: unknown): ApiError {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return new ApiError({
      code: ErrorCodes.Unknown,
      status: 0,
      message: `Could not reach the Rights Desk server (${detail}).`,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
