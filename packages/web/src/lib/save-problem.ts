import { isApiError } from "@rightsdesk/api-client";
import { describeError } from "./describe-error";
import { isStaleVersionError } from "./server-field-errors";

/**
 * What an edit form shows above its fields after a failed save: someone else saved first
 * ("stale", with a way to load their version), someone else holds the record's edit lock
 * ("locked"), or any other failure. Null when the field messages say it all.
 */
export type SaveProblem =
  | { kind: "stale"; message: string }
  | { kind: "locked"; message: string }
  | { kind: "error"; message: string }
  | null;

export function explainSaveProblem(error: unknown, fieldErrorCount: number, fallback: string): SaveProblem {
  if (isStaleVersionError(error)) return { kind: "stale", message: describeError(error, fallback) };
  if (isApiError(error) && error.type === "DependencyError") {
    return { kind: "locked", message: describeError(error, fallback) };
  }
  return fieldErrorCount > 0 ? null : { kind: "error", message: describeError(error, fallback) };
}
