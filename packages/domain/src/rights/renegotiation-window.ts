import { addDays, isDateInRange } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";

/** Renegotiation notice must arrive 60 to 120 days before the MPU ends (reference section 6, "MPU"). */
export const RENEGOTIATION_NOTICE_MIN_DAYS = 60;
export const RENEGOTIATION_NOTICE_MAX_DAYS = 120;

export interface RenegotiationWindow {
  /** mpuEnd - 120 days, included. */
  readonly opens: IsoDate;
  /** mpuEnd - 60 days, included. */
  readonly closes: IsoDate;
}

/** "N days before the MPU end" counts back from the MPU's last covered day: opens = end - 120, closes = end - 60. */
export function computeRenegotiationWindow(mpuEnd: IsoDate): RenegotiationWindow {
  return {
    opens: addDays(mpuEnd, -RENEGOTIATION_NOTICE_MAX_DAYS),
    closes: addDays(mpuEnd, -RENEGOTIATION_NOTICE_MIN_DAYS),
  };
}

export function isInRenegotiationWindow(mpuEnd: IsoDate, date: IsoDate): boolean {
  const window = computeRenegotiationWindow(mpuEnd);
  return isDateInRange(date, window.opens, window.closes);
}

export interface MpuExtensionInput {
  readonly mpuEnd: IsoDate;
  readonly mpuMonths: number;
  /** The day the performer's renegotiation notice arrived; null if none came. */
  readonly noticeDate: IsoDate | null;
}

export type MpuExtension =
  | { readonly status: "mayExtend"; readonly start: IsoDate; readonly end: IsoDate; readonly reason: string }
  | { readonly status: "mustRenegotiate"; readonly reason: string };

/**
 * Without a notice inside the 60-120 day window the producer may extend for another full MPU
 * at the same rates; a notice outside the window does not count (it was not given in time).
 */
export function evaluateMpuExtension(input: MpuExtensionInput): MpuExtension {
  const { mpuEnd, mpuMonths, noticeDate } = input;
  const window = computeRenegotiationWindow(mpuEnd);
  if (noticeDate !== null && isDateInRange(noticeDate, window.opens, window.closes)) {
    return {
      status: "mustRenegotiate",
      reason: `Renegotiation notice arrived ${noticeDate}, inside the window ${window.opens} to ${window.closes}.`,
    };
  }
  const start = addDays(mpuEnd, 1);
  const end = computeMonthsPeriodEnd(start, mpuMonths);
  const why =
    noticeDate === null
      ? "No renegotiation notice arrived"
      : `The notice of ${noticeDate} fell outside the window`;
  return {
    status: "mayExtend",
    start,
    end,
    reason: `${why} (${window.opens} to ${window.closes}); the producer may extend another full MPU, ${start} to ${end}, at the same rates.`,
  };
}
