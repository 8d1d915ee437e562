import {
  ErrorCodes,
  errorTypeOf,
  httpStatusOf,
  type ErrorBody,
  type ErrorCode,
  type ErrorType,
  type FieldError,
} from "./error-catalogue.js";

/** An error the domain or the server raises on purpose; it carries its catalogue code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: readonly FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, errors?: readonly FieldError[]) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = errors;
  }

  get type(): ErrorType {
    return errorTypeOf(this.code);
  }

  get httpStatus(): number {
    return httpStatusOf(this.code);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { errorCode: this.code, errorType: this.type, message: this.message };
    if (this.errors && this.errors.length > 0) body.errors = [...this.errors];
    return body;
  }

  static invalidData(message: string, errors?: readonly FieldError[]): AppError {
    return new AppError(ErrorCodes.InvalidData, message, errors);
  }

  static notFound(message: string): AppError {
    return new AppError(ErrorCodes.NotFound, message);
  }

  static unauthorized(message = "Permission denied."): AppError {
    return new AppError(ErrorCodes.Unauthorized, message);
  }
}
