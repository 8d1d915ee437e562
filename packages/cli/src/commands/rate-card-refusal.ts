import { isApiError } from "@rightsdesk/api-client";
import { ErrorCodes, rateCardColumnOfField } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

/** "rows.3.amountCents" → "line 3, column amount"; "file" stays "file". */
export function placeInFile(field: string): string {
  const match = /^rows\.(\d+)\.?(.*)$/.exec(field);
  if (!match) return field;
  const [, line = "", name = ""] = match;
  const column = (rateCardColumnOfField as Readonly<Record<string, string>>)[name] ?? name;
  return column ? `line ${line}, column ${column}` : `line ${line}`;
}

/**
 * A refused rate card file as the user can fix it: nothing was added, and each problem by its line
 * and the file's column (exit status 1). Any other failure is left to the program.
 */
export function explainRateCardRefusal(error: unknown): never {
  if (!isApiError(error) || error.code !== ErrorCodes.InvalidData) throw error;
  const problems = error.errors.map(
    (problem) => `  ${placeInFile(problem.field)}: ${problem.message.replace(/^Line \d+: /, "")}`,
  );
  throw new CliError(
    [
      "The file was refused; no figure was added.",
      ...(problems.length ? problems : [`  ${error.message}`]),
    ].join("\n"),
  );
}
