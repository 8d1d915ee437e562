import { isDateInRange } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import type { FeeSchedule, FeeUnion } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";

/**
 * Which date picks the rate card. The sources do not settle whether a holding or use fee for an
 * older spot, in a cycle that starts after a cut-over, uses the old or the new rates (reference
 * section 6), so the caller says: the original session date, or the start of the cycle being paid.
 */
export type FeeKeyOn = "sessionDate" | "cycleStart";

export interface FeeDateKey {
  readonly keyOn: FeeKeyOn;
  readonly sessionDate: IsoDate;
  /** Required when keyOn is "cycleStart". */
  readonly cycleStart?: IsoDate | null;
}

export type FeeScheduleSelection =
  | { readonly status: "found"; readonly schedule: FeeSchedule; readonly keyDate: IsoDate }
  | { readonly status: "noSchedule"; readonly keyDate: IsoDate | null; readonly reason: string };

/** The day that picks a rate: the session date, or the cycle start (null when that was not given). */
export function feeKeyDate(key: FeeDateKey): IsoDate | null {
  return key.keyOn === "sessionDate" ? key.sessionDate : (key.cycleStart ?? null);
}

/** The schedule in force on the key date. Total: every input gives "found" or an explicit "noSchedule", never a guess. */
export function selectFeeSchedule(
  union: FeeUnion,
  key: FeeDateKey,
  schedules: readonly FeeSchedule[] = feeSchedules,
): FeeScheduleSelection {
  const keyDate = feeKeyDate(key);
  if (keyDate === null) {
    return {
      status: "noSchedule",
      keyDate: null,
      reason: "Fees are keyed on the cycle start, but no cycle start was given.",
    };
  }
  const ofUnion = schedules.filter((schedule) => schedule.union === union);
  const schedule = ofUnion.find((candidate) =>
    isDateInRange(keyDate, candidate.effectiveFrom, candidate.effectiveTo),
  );
  if (schedule) return { status: "found", schedule, keyDate };
  return { status: "noSchedule", keyDate, reason: explainNoSchedule(union, keyDate, ofUnion) };
}

function explainNoSchedule(union: FeeUnion, keyDate: IsoDate, ofUnion: readonly FeeSchedule[]): string {
  const ordered = [...ofUnion].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const [first] = ordered;
  if (first === undefined)
    return `No ${union} rate schedule is loaded (no confirmed ${union} rates were found).`;
  if (keyDate < first.effectiveFrom)
    return `${keyDate} is before the first ${union} schedule (${first.effectiveFrom}); earlier rates are not loaded.`;
  const last = ordered.reduce((_, schedule) => schedule, first);
  return `No ${union} schedule covers ${keyDate}; the known schedules run ${first.effectiveFrom} to ${last.effectiveTo ?? "open-ended"}.`;
}
