import { addDays, diffDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";
import { findCommercialsContract } from "./commercials-contracts.js";
import { FIXED_CYCLE_DAYS } from "./holding-fee-due-dates.js";
import { computeRenegotiationWindow, type RenegotiationWindow } from "./renegotiation-window.js";

export interface MpuInput {
  /** First session / production day: picks the contract edition. */
  readonly sessionDate: IsoDate;
  readonly lastProductionDay: IsoDate;
  /** First air or use; null while unused. */
  readonly firstUseDate: IsoDate | null;
}

export type MpuStartTrigger = "firstUse" | "thirteenWeeksAfterLastProductionDay";

export interface MpuStart {
  readonly start: IsoDate;
  readonly trigger: MpuStartTrigger;
}

export type MpuResult =
  | {
      readonly status: "found";
      readonly contractYear: number;
      readonly months: number;
      readonly start: IsoDate;
      readonly end: IsoDate;
      readonly trigger: MpuStartTrigger;
      /** True under the 2025 contract, whose start trigger was not found and is assumed unchanged from 2022. */
      readonly startRuleAssumed: boolean;
      readonly renegotiationWindow: RenegotiationWindow;
      readonly source: string;
    }
  | { readonly status: "noContract"; readonly reason: string }
  | { readonly status: "invalid"; readonly reason: string };

/** MPU start: the earlier of first use and 13 weeks (91 days) after the last production day; a tie counts as first use. */
export function computeMpuStart(lastProductionDay: IsoDate, firstUseDate: IsoDate | null): MpuStart {
  const afterProduction = addDays(lastProductionDay, FIXED_CYCLE_DAYS);
  if (firstUseDate !== null && firstUseDate <= afterProduction)
    return { start: firstUseDate, trigger: "firstUse" };
  return { start: afterProduction, trigger: "thirteenWeeksAfterLastProductionDay" };
}

/** MPU end: the last covered day of `months` calendar months from the start (see computeMonthsPeriodEnd). */
export function computeMpuEnd(start: IsoDate, months: number): IsoDate {
  return computeMonthsPeriodEnd(start, months);
}

/** The maximum period of use: 21 months under the 2022 contract, 24 under 2025, chosen by the session date. */
export function computeMpu(input: MpuInput): MpuResult {
  const { sessionDate, lastProductionDay, firstUseDate } = input;
  if (diffDays(sessionDate, lastProductionDay) < 0) {
    return {
      status: "invalid",
      reason: `The last production day ${lastProductionDay} is before the session date ${sessionDate}.`,
    };
  }
  const lookup = findCommercialsContract(sessionDate);
  if (lookup.status === "noContract") return lookup;
  const { contract } = lookup;
  const { start, trigger } = computeMpuStart(lastProductionDay, firstUseDate);
  const end = computeMpuEnd(start, contract.mpuMonths);
  return {
    status: "found",
    contractYear: contract.contractYear,
    months: contract.mpuMonths,
    start,
    end,
    trigger,
    startRuleAssumed: contract.mpuStartRuleAssumed,
    renegotiationWindow: computeRenegotiationWindow(end),
    source: contract.mpuMonthsSource,
  };
}
