import { ErrorCodes, errorTypeOf, type ErrorCode, type ErrorType, type FieldError } from "@rightsdesk/domain";

/**
 * A failed call. `code` is the catalogue code the server sent; a call that never reached the
 * server (network down, no answer) has `status` 0 and code Unknown. The class needs no schema, so a
 * page can tell errors apart before the contract is loaded; `apiErrorFromResponse` reads a body.
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
