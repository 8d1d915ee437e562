import { z } from "zod";
import { IsoDateSchema } from "../dates/iso-date.js";

/** Confidence marks of the reference file: only V figures are shipped as usable amounts. */
export const rateConfidences = ["V", "D", "H", "NF", "?"] as const;
export const RateConfidenceSchema = z.enum(rateConfidences);
export type RateConfidence = z.infer<typeof RateConfidenceSchema>;

export const feeUnions = ["SAG-AFTRA", "AFM"] as const;
export const FeeUnionSchema = z.enum(feeUnions);
export type FeeUnion = z.infer<typeof FeeUnionSchema>;

/** Session-fee categories; a holding fee equals the session fee of the same category. */
export const sessionFeeCategories = [
  "onCameraPrincipalSession",
  "offCameraPrincipalSession",
  "group3To5Session",
  "group6To8Session",
  "group9PlusSession",
  "extraSession",
  "audioPrincipalSession",
] as const;
export type SessionFeeCategory = (typeof sessionFeeCategories)[number];

export const feeCategories = [
  ...sessionFeeCategories,
  "classAUse",
  "classACapPer13Weeks",
  "streaming1Year",
  "nationalCable1Year",
  "traditionalDigitalFlat",
  "wildSpotFlat",
  "dealerFlat",
] as const;
export const FeeCategorySchema = z.enum(feeCategories);
export type FeeCategory = z.infer<typeof FeeCategorySchema>;

/** Each fee category as read: "the on-camera principal session fee". */
export const feeCategoryLabels: Readonly<Record<FeeCategory, string>> = {
  onCameraPrincipalSession: "on-camera principal session fee",
  offCameraPrincipalSession: "off-camera principal session fee",
  group3To5Session: "session fee for a group of 3 to 5",
  group6To8Session: "session fee for a group of 6 to 8",
  group9PlusSession: "session fee for a group of 9 or more",
  extraSession: "extra's session fee",
  audioPrincipalSession: "audio principal session fee",
  classAUse: "Class A use fee",
  classACapPer13Weeks: "Class A cap per 13 weeks",
  streaming1Year: "one-year streaming fee",
  nationalCable1Year: "one-year national cable fee",
  traditionalDigitalFlat: "traditional digital flat fee",
  wildSpotFlat: "wild spot flat fee",
  dealerFlat: "dealer flat fee",
};

/** What each confidence mark says about a figure, for sentences ("derived by arithmetic, not published"). */
export const rateConfidenceLabels: Readonly<Record<RateConfidence, string>> = {
  V: "seen in the cited source",
  D: "derived by arithmetic, not published",
  H: "from an older contract, for structure only",
  NF: "not found",
  "?": "from a weak source",
};

export const pensionHealthVariants = ["standard", "jpcAuthorizer"] as const;
export type PensionHealthVariant = (typeof pensionHealthVariants)[number];

const SourceUrlSchema = z.url();

/** A V row carries its amount; every other row carries none, only why (its note). */
export const FeeRateSchema = z.union([
  z.object({
    category: FeeCategorySchema,
    confidence: z.literal("V"),
    amountCents: z.number().int().positive(),
    sourceUrl: SourceUrlSchema,
    note: z.string().optional(),
  }),
  z.object({
    category: FeeCategorySchema,
    confidence: z.enum(["D", "H", "NF", "?"]),
    amountCents: z.null(),
    sourceUrl: SourceUrlSchema.nullable(),
    note: z.string().min(1),
  }),
]);
export type FeeRate = z.infer<typeof FeeRateSchema>;

/** Pension & health contribution rate in basis points (2050 = 20.5%). */
export const PensionHealthRateSchema = z.union([
  z.object({
    variant: z.enum(pensionHealthVariants),
    confidence: z.literal("V"),
    basisPoints: z.number().int().positive(),
    sourceUrl: SourceUrlSchema,
    note: z.string().optional(),
  }),
  z.object({
    variant: z.enum(pensionHealthVariants),
    confidence: z.enum(["D", "H", "NF", "?"]),
    basisPoints: z.null(),
    sourceUrl: SourceUrlSchema.nullable(),
    note: z.string().min(1),
  }),
]);
export type PensionHealthRate = z.infer<typeof PensionHealthRateSchema>;

/** One version of a rate card: in force from effectiveFrom to effectiveTo, both days included. */
export const FeeScheduleSchema = z.object({
  id: z.string().min(1),
  union: FeeUnionSchema,
  label: z.string().min(1),
  contractYear: z.number().int(),
  /** 1, 2, 3 for the yearly steps of a contract; null when the contract has one rate period. */
  yearOfContract: z.number().int().positive().nullable(),
  effectiveFrom: IsoDateSchema,
  effectiveTo: IsoDateSchema.nullable(),
  /** Why the period starts/ends where it does when that is an assumption. */
  periodNote: z.string().optional(),
  rates: z.array(FeeRateSchema),
  pensionHealth: z.array(PensionHealthRateSchema),
  /**
   * The confirmed raise of session and holding fees over the previous schedule, in basis points
   * (400 = 4%). It only lets a missing figure be offered as an estimate the user must confirm.
   */
  raiseOverPrevious: z
    .object({ basisPoints: z.number().int().positive(), sourceUrl: SourceUrlSchema })
    .optional(),
});
export type FeeSchedule = z.infer<typeof FeeScheduleSchema>;

/** What a lookup result says about the schedule it used, without the whole rate card. */
export type FeeScheduleRef = Pick<
  FeeSchedule,
  "id" | "union" | "label" | "contractYear" | "yearOfContract" | "effectiveFrom" | "effectiveTo"
>;

export function toFeeScheduleRef(schedule: FeeSchedule): FeeScheduleRef {
  const { id, union, label, contractYear, yearOfContract, effectiveFrom, effectiveTo } = schedule;
  return { id, union, label, contractYear, yearOfContract, effectiveFrom, effectiveTo };
}
