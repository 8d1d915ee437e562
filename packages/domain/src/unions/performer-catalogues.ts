import { z } from "zod";
import type { ContractFamily } from "../contracts/contract-templates.js";

export const performanceTypes = ["ON_CAMERA", "OFF_CAMERA", "BOTH"] as const;
export const PerformanceTypeSchema = z.enum(performanceTypes, {
  error: "Choose on camera, off camera or both.",
});
export type PerformanceType = z.infer<typeof PerformanceTypeSchema>;

interface PerformerCategory {
  readonly name: string;
  readonly abbreviation: string;
  /** The camera setting the category allows; BOTH leaves the choice to the contract. */
  readonly camera: PerformanceType;
}

/**
 * The spec's five examples (principal P, voice over VO, dancer DA, stunt ST, group singer GS);
 * the full per-family tables are not shown. The camera controls are ours.
 */
const knownCategories = [
  { name: "PRINCIPAL", abbreviation: "P", camera: "BOTH" },
  { name: "VOICE OVER", abbreviation: "VO", camera: "OFF_CAMERA" },
  { name: "DANCER", abbreviation: "DA", camera: "ON_CAMERA" },
  { name: "STUNT", abbreviation: "ST", camera: "ON_CAMERA" },
  { name: "GROUP SINGER", abbreviation: "GS", camera: "BOTH" },
] as const satisfies readonly PerformerCategory[];

/** Performer categories per contract family (MSA contracts have no performer). */
export const performerCategoriesByFamily: Readonly<
  Record<Exclude<ContractFamily, "MSA">, readonly PerformerCategory[]>
> = {
  UNION: knownCategories,
  "NON UNION": knownCategories,
};
export const performerCategoriesComplete = false;

export const performerCategoryAbbreviations = knownCategories.map((c) => c.abbreviation) as [
  (typeof knownCategories)[number]["abbreviation"],
  ...(typeof knownCategories)[number]["abbreviation"][],
];

export function findPerformerCategory(
  family: Exclude<ContractFamily, "MSA">,
  abbreviation: string,
): PerformerCategory | undefined {
  return performerCategoriesByFamily[family].find((c) => c.abbreviation === abbreviation);
}

/** Whether a performance type fits what the category allows. */
export function isPerformanceTypeAllowed(
  category: PerformerCategory,
  performanceType: PerformanceType,
): boolean {
  return category.camera === "BOTH" || category.camera === performanceType;
}

export const unions = ["AFTRA", "AFM", "SAG AFTRA", "NON UNION"] as const;
export const UnionSchema = z.enum(unions, { error: "Choose the union." });
export type Union = z.infer<typeof UnionSchema>;

export const unionCategories = ["SAG AFTRA", "AFM", "ACTRA", "AFTRA", "SAG", "UDA", "PRINT"] as const;
export const UnionCategorySchema = z.enum(unionCategories, { error: "Choose the union category." });
export type UnionCategory = z.infer<typeof UnionCategorySchema>;

export const unionMemberships = ["UNION", "NON UNION"] as const;
export type UnionMembership = (typeof unionMemberships)[number];

export const unionCodes = ["SA", "AF", "NU"] as const;
export const UnionCodeSchema = z.enum(unionCodes, { error: "Choose the union code: SA, AF or NU." });
export type UnionCode = z.infer<typeof UnionCodeSchema>;

/** Code of each union; AFTRA (merged into SAG AFTRA) shares SA. */
export const unionCodeOf: Readonly<Record<Union, UnionCode>> = {
  AFTRA: "SA",
  "SAG AFTRA": "SA",
  AFM: "AF",
  "NON UNION": "NU",
};
