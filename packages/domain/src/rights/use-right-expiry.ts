import type { IsoDate } from "../dates/iso-date.js";
import { computeCycleExpiry } from "./compute-cycle-expiry.js";

/** Whether a usage type takes a cycle (spec 001 section 5): optional for REINSTATEMENT, none for AUDITION. */
export type CycleRequirement = "required" | "optional" | "none";

export const usageTypeCycleRules: Readonly<Record<string, CycleRequirement>> = {
  REINSTATEMENT: "optional",
  AUDITION: "none",
};

export function cycleRequirementOf(usageType: string): CycleRequirement {
  return usageTypeCycleRules[usageType.trim().toUpperCase()] ?? "required";
}

/**
 * How long a right runs (the use-length labels of spec 001 section 9). "cycle" counts cycles;
 * "unlimitedThroughMpu" and "maximumUse" end at the talent's MPU; the rest never end.
 */
export const useLengths = [
  "cycle",
  "unlimitedThroughMpu",
  "maximumUse",
  "unlimited",
  "inPerpetuity",
  "physicalMedia",
] as const;
export type UseLength = (typeof useLengths)[number];

const ENDS_AT_MPU: readonly UseLength[] = ["unlimitedThroughMpu", "maximumUse"];

export interface UseRightTermInput {
  readonly usageType: string;
  readonly useLength?: UseLength;
  readonly startCycleDate: IsoDate | null;
  readonly cycleLengthDays: number | null;
  /** Set on the few usage types whose right ends at the talent's MPU expiration. */
  readonly endsAtTalentMpu?: boolean;
  readonly talentMpuEnd?: IsoDate | null;
}

export type UseRightExpiry =
  | { readonly status: "expires"; readonly expireDate: IsoDate; readonly basis: "cycle" | "talentMpu" }
  | { readonly status: "never"; readonly reason: string }
  | {
      readonly status: "invalid";
      readonly field: "cycleLength" | "startCycleDate" | "talentMpuEnd";
      readonly reason: string;
    };

/** The expire date (last covered day) of one use right, or why it has none. */
export function computeUseRightExpiry(input: UseRightTermInput): UseRightExpiry {
  const {
    usageType,
    useLength = "cycle",
    startCycleDate,
    cycleLengthDays,
    endsAtTalentMpu = false,
    talentMpuEnd = null,
  } = input;
  const requirement = cycleRequirementOf(usageType);
  if (requirement === "none" && cycleLengthDays !== null) {
    return { status: "invalid", field: "cycleLength", reason: `${usageType} takes no cycle length.` };
  }
  if (endsAtTalentMpu || ENDS_AT_MPU.includes(useLength)) {
    if (talentMpuEnd === null)
      return {
        status: "invalid",
        field: "talentMpuEnd",
        reason: `This ${usageType} right ends at the talent MPU, which is not known yet.`,
      };
    return { status: "expires", expireDate: talentMpuEnd, basis: "talentMpu" };
  }
  if (useLength !== "cycle") return { status: "never", reason: `Use length "${useLength}" has no expiry.` };
  if (requirement === "none") return { status: "never", reason: `${usageType} has no use cycle.` };
  if (cycleLengthDays === null) {
    if (requirement === "optional")
      return { status: "never", reason: `${usageType} without a cycle length has no cycle expiry.` };
    return { status: "invalid", field: "cycleLength", reason: `${usageType} needs a cycle length.` };
  }
  if (startCycleDate === null)
    return { status: "invalid", field: "startCycleDate", reason: `${usageType} needs a cycle start date.` };
  return {
    status: "expires",
    expireDate: computeCycleExpiry(startCycleDate, cycleLengthDays),
    basis: "cycle",
  };
}
