import { AppError, ErrorCodes } from "@rightsdesk/domain";

/** A name already taken: DuplicateName naming the field. */
export function duplicateName(field: string, message: string): AppError {
  return new AppError(ErrorCodes.DuplicateName, message, [{ field, message }]);
}

/** An update based on an old version of the record: InvalidData naming `version`. */
export function staleVersion(what: string): AppError {
  const message = `This ${what} was changed by someone else; reload and try again.`;
  return AppError.invalidData(message, [{ field: "version", message }]);
}

/** A refused change: InvalidData naming the field. */
export function invalidField(field: string, message: string): AppError {
  return AppError.invalidData(message, [{ field, message }]);
}

/** A record others still use: DependencyError listing each dependant under `field`. */
export function dependencyError(message: string, field: string, dependants: readonly string[]): AppError {
  return new AppError(
    ErrorCodes.DependencyError,
    message,
    dependants.map((name) => ({ field, message: name })),
  );
}
