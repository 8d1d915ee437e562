/**
 * The server error catalogue (spec 000 section 8). The code is what clients branch on;
 * the HTTP status is derived from the code through this one table.
 */
export const errorCatalogue = [
  { code: 0, type: "Unknown", httpStatus: 500 },
  { code: 1, type: "DuplicateName", httpStatus: 409 },
  { code: 2, type: "NotFound", httpStatus: 404 },
  { code: 3, type: "InvalidData", httpStatus: 400 },
  { code: 4, type: "PayrollVendorMismatch", httpStatus: 422 },
  { code: 5, type: "SessionMisMatch", httpStatus: 401 },
  { code: 6, type: "Unauthorized", httpStatus: 403 },
  { code: 7, type: "DependencyError", httpStatus: 409 },
  { code: 8, type: "ForceLogout", httpStatus: 401 },
  { code: 9, type: "PasswordChangeRequested", httpStatus: 403 },
  { code: 10, type: "InvalidUserProfile", httpStatus: 403 },
  { code: 11, type: "MFARequired", httpStatus: 401 },
] as const;

export type ErrorCatalogueEntry = (typeof errorCatalogue)[number];
export type ErrorCode = ErrorCatalogueEntry["code"];
export type ErrorType = ErrorCatalogueEntry["type"];

export const errorTypes = errorCatalogue.map((entry) => entry.type) as [ErrorType, ...ErrorType[]];

/** Numeric code of each error type, for readable call sites: `ErrorCodes.NotFound`. */
export const ErrorCodes = Object.fromEntries(errorCatalogue.map((entry) => [entry.type, entry.code])) as {
  readonly [K in ErrorType]: Extract<ErrorCatalogueEntry, { type: K }>["code"];
};

export function findErrorEntry(code: number): ErrorCatalogueEntry | undefined {
  return errorCatalogue.find((entry) => entry.code === code);
}

export function httpStatusOf(code: ErrorCode): number {
  return findErrorEntry(code)?.httpStatus ?? 500;
}

export function errorTypeOf(code: ErrorCode): ErrorType {
  return findErrorEntry(code)?.type ?? "Unknown";
}
