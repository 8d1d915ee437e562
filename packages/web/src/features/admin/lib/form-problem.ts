import { describeError } from "../../../lib/describe-error";
import { isStaleVersionError, serverFieldErrors } from "../../../lib/server-field-errors";

/** What a form shows above its fields after a failed save. */
export type FormProblem = { kind: "stale"; message: string } | { kind: "error"; message: string } | null;

/**
 * Splits a failed save into what goes beside the fields and what goes above them: a stale
 * version (someone else saved first) gets its own message with a way to load their version.
 */
export function explainSaveError<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fieldErrors: { field: F; message: string }[]; problem: FormProblem } {
  if (isStaleVersionError(error)) {
    return { fieldErrors: [], problem: { kind: "stale", message: describeError(error, fallback) } };
  }
  const fieldErrors = serverFieldErrors(error, fields);
  return {
    fieldErrors,
    problem: fieldErrors.length > 0 ? null : { kind: "error", message: describeError(error, fallback) },
  };
}
