import { minIsoDate } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import {
  currentDecisions,
  isNotRenewing,
  type RenewalDecision,
  type RenewalSubject,
} from "./renewal-decision.js";

/** A record released by not renewing: its use runs through `useEnds`, the last paid day (null: not known). */
export interface RightsRelease {
  readonly useEnds: IsoDate | null;
}

/** Something a decision can be about, with the last day already paid for it (null: not known). */
export interface PaidSubject {
  readonly subject: RenewalSubject;
  readonly paidThrough: IsoDate | null;
}

/**
 * What "not renewing" does to an asset or an element (spec 001 statuses): the record is released
 * as soon as one of its subjects is not renewed, and its use ends with the earliest last paid day
 * among them, since it cannot be used once any of them lapses. Null when nothing is released.
 */
export function releaseOfDecisions(
  subjects: readonly PaidSubject[],
  decisions: readonly RenewalDecision[],
): RightsRelease | null {
  const current = currentDecisions(decisions);
  const released = subjects.filter(({ subject }) => isNotRenewing(current, subject));
  if (released.length === 0) return null;
  const [first, ...rest] = released.flatMap(({ paidThrough }) => paidThrough ?? []);
  return { useEnds: first === undefined ? null : minIsoDate(first, ...rest) };
}
