import { AppError, ErrorCodes } from "@rightsdesk/domain";

/** A refused value: InvalidData naming the field. */
export function invalidField(field: string, message: string): AppError {
  return AppError.invalidData(message, [{ field, message }]);
}

/** The same content already attached: DuplicateName naming the field. */
export function duplicateContent(field: string, message: string): AppError {
  return new AppError(ErrorCodes.DuplicateName, message, [{ field, message }]);
}
