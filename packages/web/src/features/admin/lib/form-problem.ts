import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { isStaleVersionError, serverFieldErrors } from "../../../lib/server-field-errors";

/**
 * Splits a failed save into what goes beside the fields and what goes above them (the shared
 * SaveProblem: a stale version gets its own message with a way to load the other version).
 */
export function explainSaveError<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fieldErrors: { field: F; message: string }[]; problem: SaveProblem } {
  const fieldErrors = isStaleVersionError(error) ? [] : serverFieldErrors(error, fields);
  return { fieldErrors, problem: explainSaveProblem(error, fieldErrors.length, fallback) };
}
