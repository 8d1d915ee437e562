import { personKinds, type PersonKind } from "./person-catalogues.js";
import { isEmptyDate } from "../dates/empty-date.js";
import { isIsoDate } from "../dates/iso-date.js";

/** Under this age a person is a minor: parents or guardians sign, a work permit and trust apply. */
export const MINOR_AGE_YEARS = 18;

/** Whole years from a birth date to `today` (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Whether a person born on `dateOfBirth` is under 18 on `today`; no birth date means not a minor. */
export function isMinorOn(dateOfBirth: string | null | undefined, today: string): boolean {
  if (!dateOfBirth || isEmptyDate(dateOfBirth) || !isIsoDate(dateOfBirth)) return false;
  return ageOn(dateOfBirth, today) < MINOR_AGE_YEARS;
}

/** The kinds in catalogue order, each once: how a person's employment type reads ("CREW, TALENT"). */
export function orderPersonKinds(kinds: readonly PersonKind[]): PersonKind[] {
  return personKinds.filter((kind) => kinds.includes(kind));
}

export function employmentTypeOf(kinds: readonly PersonKind[]): string {
  return orderPersonKinds(kinds).join(", ");
}

/**
 * A name as duplicate checks compare it: accents dropped, case and spacing ignored, so
 * "José  Álvarez" and "jose alvarez" match.
 */
export function normalizePersonName(first: string, last: string): string {
  return `${first} ${last}`
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** An e-mail as duplicate checks compare it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
