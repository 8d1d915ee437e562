import { isEmptyDate } from "../dates/empty-date.js";
import { cycleRequirementOf } from "../rights/use-right-expiry.js";

type Value = string | number | null | undefined;

function isBlank(value: Value): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return false;
  return value.trim() === "" || isEmptyDate(value);
}

export interface AssetRequiredFields {
  readonly title: Value;
  readonly adId: Value;
  readonly expireMpuEndDate: Value;
  readonly fileType: Value;
}

/** Required for an asset (spec 001 section 5): Title, AdId, Expiry Date, Asset Type. The empty date marker counts as blank. */
export function findMissingAssetFields(asset: AssetRequiredFields): string[] {
  const checks: [string, Value][] = [
    ["Title", asset.title],
    ["AdId", asset.adId],
    ["Expiry Date", asset.expireMpuEndDate],
    ["Asset Type", asset.fileType],
  ];
  return checks.filter(([, value]) => isBlank(value)).map(([label]) => label);
}

export interface UseRightRequiredFields {
  readonly useRightType: Value;
  readonly startCycleDate: Value;
  readonly cycleExpireDate: Value;
  readonly cycleLength: Value;
  readonly note: Value;
}

/**
 * Required for a use right (spec 001 section 5): Use Right Type, Cycle Start Date, Cycle End Date,
 * Cycle Length, Notes. REINSTATEMENT may leave the cycle length (and so the end date) empty;
 * AUDITION has no cycle, so none of the three cycle fields is asked for.
 */
export function findMissingUseRightFields(useRight: UseRightRequiredFields): string[] {
  const type = typeof useRight.useRightType === "string" ? useRight.useRightType : "";
  const requirement = cycleRequirementOf(type);
  const lengthNeeded = requirement === "required";
  const checks: [string, Value, boolean][] = [
    ["Use Right Type", useRight.useRightType, true],
    ["Cycle Start Date", useRight.startCycleDate, requirement !== "none"],
    ["Cycle End Date", useRight.cycleExpireDate, lengthNeeded],
    ["Cycle Length", useRight.cycleLength, lengthNeeded],
    ["Notes", useRight.note, true],
  ];
  return checks.filter(([, value, needed]) => needed && isBlank(value)).map(([label]) => label);
}
