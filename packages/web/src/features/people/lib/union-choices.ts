import { codeLabel } from "@rightsdesk/domain";

/** Unions that merged into SAG-AFTRA in 2012: readable on old records, not offered for new ones. */
const mergedIn2012 = new Set(["AFTRA", "SAG"]);

/** A union as a reader sees it: "SAG-AFTRA", "AFTRA (before 2012)". */
export const unionLabel = codeLabel;

/**
 * The unions to offer for a person: every current one, and a merged one only when the person
 * already holds it (so an old record keeps it, and nobody picks it afresh beside SAG-AFTRA).
 */
export function unionChoices(
  codes: readonly string[],
  held: readonly string[],
): { value: string; label: string }[] {
  return codes
    .filter((code) => !mergedIn2012.has(code) || held.includes(code))
    .map((code) => ({ value: code, label: unionLabel(code) }));
}
