import { usageTypeCycleRules } from "./use-right-expiry.js";
import type { CycleLengthLabel } from "./cycle-length-catalogue.js";

interface UsageEntry {
  readonly usageType: string;
  /** Cycle lengths offered; empty means the cycle length is left blank. */
  readonly cycles: readonly CycleLengthLabel[];
}

interface UsageMediaClass {
  readonly mediaClass: string;
  readonly usages: readonly UsageEntry[];
}

/** The New Structure's cycles (SAG-AFTRA 2025): 4 weeks, 13 weeks or a year. */
const tvFlexible = ["4 weeks", "13 weeks", "1 year"] as const;
const oneDay = ["1 day"] as const;
const thirteenWeeks = ["13 weeks"] as const;

function usages(cycles: readonly CycleLengthLabel[], types: readonly string[]): UsageEntry[] {
  return types.map((usageType) => ({ usageType, cycles }));
}

/** The main usage catalogue by media class with its typical cycles (spec 001 section 9). */
export const usageCatalogue: readonly UsageMediaClass[] = [
  {
    mediaClass: "TV",
    usages: [
      ...usages(tvFlexible, ["WILDSPOT", "CABLE", "DEALER", "DIGITAL", "STREAMING"]),
      ...usages(thirteenWeeks, ["SESSION", "HOLDING FEE", "NETWORK CLASS A", "UPGRADE", "DOWNGRADE"]),
      ...usages(["21 months"], ["FOREIGN"]),
      ...usages(["30 days"], ["SOCIAL MEDIA"]),
      ...usages(["1 year"], ["PSA"]),
    ],
  },
  {
    mediaClass: "AUDIO",
    usages: [
      ...usages(["8 weeks", "13 weeks"], ["WILDSPOT"]),
      ...usages(["18 months"], ["FOREIGN"]),
      ...usages(["1 year"], ["LOCAL"]),
    ],
  },
  {
    mediaClass: "AUDIO FLEX",
    usages: [...usages(["21 months"], ["MECHANICAL EDIT"]), ...usages(["30 days"], ["DIGITAL", "NATIONAL"])],
  },
  { mediaClass: "MUSIC", usages: [...usages(thirteenWeeks, ["INITIAL"]), ...usages(["8 weeks"], ["RADIO"])] },
  {
    mediaClass: "DIGITAL",
    usages: [...usages(["30 days"], ["SOCIAL"]), ...usages(["21 months"], ["GAMING"])],
  },
  { mediaClass: "PRINT", usages: usages(thirteenWeeks, ["PRINT"]) },
  { mediaClass: "CORPORATE EDUCATIONAL", usages: usages(thirteenWeeks, ["SESSION"]) },
];

/**
 * The second catalogue, by asset type: cycle lengths left blank, sessions of 1 day.
 */
export const usageCatalogueByAssetType: readonly UsageMediaClass[] = [
  "AUDIO",
  "VIDEO",
  "INTERACTIVE",
  "OTHER",
  "PRINT",
].map((mediaClass) => ({
  mediaClass,
  usages: [{ usageType: "USE", cycles: [] }, ...usages(oneDay, ["SESSION"])],
}));

/** The third set: 1 day, or 13 weeks for session fee, upgrade and downgrade. */
export const usageCatalogueThirdSet: readonly UsageEntry[] = [
  ...usages(oneDay, ["AUDIO/RADIO", "BROADCAST", "DIGITAL", "OUT OF HOME", "PRINT", "SOCIAL", "OTT"]),
  ...usages(thirteenWeeks, ["UPGRADE", "DOWNGRADE", "SESSION FEE"]),
];

/** Every usage type named in any of the three catalogues, plus the special rule types. */
export function knownUsageTypes(): readonly string[] {
  const names = [
    ...usageCatalogue.flatMap((c) => c.usages.map((u) => u.usageType)),
    ...usageCatalogueByAssetType.flatMap((c) => c.usages.map((u) => u.usageType)),
    ...usageCatalogueThirdSet.map((u) => u.usageType),
    ...Object.keys(usageTypeCycleRules),
  ];
  return [...new Set(names)].sort();
}
