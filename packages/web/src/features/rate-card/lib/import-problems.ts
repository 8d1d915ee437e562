import { isApiError } from "@rightsdesk/api-client";
import { describeError } from "../../../lib/describe-error";

/** The columns of the rate card file, as the import refusal names them. */
const columnLabels: Readonly<Record<string, string>> = {
  union: "union",
  agreement: "agreement",
  contractYear: "contract year",
  category: "category",
  medium: "medium",
  effectiveFrom: "effective from",
  effectiveTo: "effective to",
  amountCents: "amount",
  source: "source",
  confidence: "confidence",
  performerId: "performer",
  origin: "origin",
};

/**
 * What a refused import says, one line per bad cell: "Line 3, effective to: The figure cannot end
 * before it starts." The server names each cell as `rows.{line}.{field}`; the file is all or none,
 * so every line named is to fix before the next try.
 */
export function describeImportProblems(error: unknown): string[] {
  if (!isApiError(error) || error.errors.length === 0) {
    return [describeError(error, "The file could not be imported.")];
  }
  return error.errors.map(({ field, message }) => {
    const cell = /^rows\.(\d+)\.(.+)$/.exec(field);
    if (!cell) return message;
    const [, line, column = ""] = cell;
    const said = message.replace(/^Line \d+:\s*/, "");
    return `Line ${line}, ${columnLabels[column] ?? column}: ${said}`;
  });
}
