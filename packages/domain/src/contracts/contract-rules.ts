import type { TermUnit } from "./contract-terms.js";
import type { ContractFamily } from "./contract-templates.js";
import type { PerformanceType, Union } from "../unions/performer-catalogues.js";
import { addDays } from "../dates/date-arithmetic.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";
import type { SessionFeeCategory } from "../fees/fee-schedule.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import type { ContractMissingItem, ProposeFeesAnswer } from "./contract-schemas.js";
import { proposeUnionFees } from "./propose-union-fees.js";

/**
 * The last day of a term that starts on (and includes) `start`: 13 WEEKS from 2025-04-01 ends
 * 2025-06-30; months and years end the day before the same day of month, or on the last day of a
 * month too short to have it (a one-month term from January 31 runs through February 28).
 */
export function termEndDate(start: IsoDate, count: number, unit: TermUnit): IsoDate {
  switch (unit) {
    case "DAYS":
      return addDays(start, count - 1);
    case "WEEKS":
      return addDays(start, count * 7 - 1);
    case "MONTHS":
      return computeMonthsPeriodEnd(start, count);
    case "YEARS":
      return computeMonthsPeriodEnd(start, count * 12);
  }
}

/** The union names of the fee tables, from the contract's union. */
function feeUnionOf(union: Union | undefined): "SAG-AFTRA" | "AFM" | null {
  if (union === "SAG AFTRA" || union === "AFTRA") return "SAG-AFTRA";
  if (union === "AFM") return "AFM";
  return null;
}

/**
 * The session-fee category a union contract's fees are looked up by: audio commercials take the
 * audio principal rate, extras the extra rate, group singers the 3–5 group rate, anyone else the
 * principal rate on or off camera.
 */
export function sessionCategoryOf(input: {
  agreement?: string | undefined;
  performerCategory?: string | undefined;
  performanceType?: PerformanceType | undefined;
}): SessionFeeCategory {
  if (input.agreement === "AUDIO COMMERCIAL") return "audioPrincipalSession";
  if (input.agreement === "EXTRA COMMERCIAL") return "extraSession";
  if (input.performerCategory === "GROUP SINGER") return "group3To5Session";
  const offCamera = input.performanceType === "OFF_CAMERA" || input.performerCategory === "VOICE OVER";
  return offCamera ? "offCameraPrincipalSession" : "onCameraPrincipalSession";
}

/**
 * The fees a contract would propose on its date: union contracts from the client's rate card
 * entry (when confirmed), else the shipped rate card in force that day (cut-overs to the day; a date before the first known card, or an unconfirmed rate, is
 * "missing" with the reason, never zero); non-union and MSA fees are free amounts.
 */
export function proposeContractFees(request: {
  family: ContractFamily;
  union?: Union | undefined;
  agreement?: string | undefined;
  performerCategory?: string | undefined;
  performanceType?: PerformanceType | undefined;
  contractDate: string;
  /** The client's rate card entries; absent: the shipped schedules alone (as the browser proposes). */
  rateCard?: readonly RateCardEntry[] | undefined;
}): ProposeFeesAnswer {
  const union = feeUnionOf(request.union);
  if (request.family !== "UNION" || union === null) {
    const text =
      request.family === "MSA"
        ? "An MSA's fees are agreed amounts: enter them."
        : "Non-union fees are agreed amounts: enter them.";
    return { session: { status: "free", text }, holding: { status: "free", text } };
  }
  return proposeUnionFees({
    union,
    sessionCategory: sessionCategoryOf(request),
    contractDate: toIsoDate(request.contractDate),
    agreement: request.agreement ?? null,
    rateCard: request.rateCard ?? [],
  });
}

/** What a contract's completeness is judged on: its profile and how many items some tabs hold. */
export interface ContractCompletenessInput {
  readonly family: ContractFamily;
  readonly existing: boolean;
  readonly talentId: number | null;
  readonly payeeKind: string | null;
  readonly union: string | null;
  readonly performerCategory: string | null;
  readonly performanceType: string | null;
  readonly sessionFeeCents: number | null;
  readonly expirationDate: string | null;
  readonly vendorCompanyId: number | null;
  readonly linkedAssetCount: number;
  readonly useRightCount: number;
  readonly workDayCount: number;
  readonly taxFormCount: number;
}

/**
 * What keeps a contract INCOMPLETE (spec 001's completeness flag; the list is ours): a talent
 * contract needs who is paid, the category and camera, the session fee, an expiration date, a
 * linked commercial with rights acquired, a work day and a tax form; an MSA its vendor and
 * expiration. A contract signed elsewhere is recorded as it was signed and needs only its parties.
 */
export function contractMissingItems(input: ContractCompletenessInput): ContractMissingItem[] {
  const missing: ContractMissingItem[] = [];
  const add = (field: string, message: string, route: string) => missing.push({ field, message, route });
  if (input.family === "MSA") {
    if (input.vendorCompanyId === null) add("vendorCompanyId", "Choose the vendor company.", "contract-view");
    if (input.expirationDate === null) add("expirationDate", "Enter the expiration date.", "contract-view");
    return missing;
  }
  if (input.talentId === null) add("talentId", "Choose the talent.", "contract-view");
  if (input.existing) return missing;
  if (input.payeeKind === null) add("payeeKind", "Choose who is paid.", "contract-view");
  if (input.family === "UNION" && input.union === null) add("union", "Choose the union.", "contract-view");
  if (input.performerCategory === null)
    add("performerCategory", "Choose the performer category.", "contract-view");
  if (input.performanceType === null) add("performanceType", "Choose on or off camera.", "contract-view");
  if (input.sessionFeeCents === null) add("sessionFeeCents", "Enter the session fee.", "contract-view");
  if (input.expirationDate === null) add("expirationDate", "Enter the expiration date.", "contract-view");
  if (input.linkedAssetCount === 0)
    add("linkedAssets", "Link the commercial the contract is for.", "linked-assets");
  else if (input.useRightCount === 0) add("useRights", "Add the rights acquired.", "useRights");
  if (input.workDayCount === 0) add("workDays", "Add the work day with its times.", "workDaysHours");
  if (input.taxFormCount === 0) add("taxForms", "Record the tax form (W4, W8 BEN or W9).", "tax-banking");
  return missing;
}
