import { isApiError } from "@rightsdesk/api-client";
import { describeError } from "../../../lib/describe-error";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { serverFieldErrors, type ServerFieldError } from "../../../lib/server-field-errors";

/**
 * What a failed template or snippet save shows: the server's field messages on their fields (a
 * taken name on the name even when the server names no field), and above the form whatever is
 * left, a stale version with "Reload". These records have no edit lock, so nothing reads "locked".
 */
export function explainSaveFailure(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fieldErrors: ServerFieldError<string>[]; problem: SaveProblem } {
  const fieldErrors = serverFieldErrors(error, fields);
  if (fieldErrors.length === 0 && isApiError(error) && error.type === "DuplicateName") {
    fieldErrors.push({ field: "name", message: describeError(error, "That name is already taken.") });
  }
  const problem = explainSaveProblem(error, fieldErrors.length, fallback);
  return {
    fieldErrors,
    problem: problem?.kind === "locked" ? { kind: "error", message: problem.message } : problem,
  };
}
