import { describe, expect, it } from "vitest";
import { cycleLengthLabels } from "./cycle-length-catalogue.js";
import {
  knownUsageTypes,
  usageCatalogue,
  usageCatalogueByAssetType,
  usageCatalogueThirdSet,
} from "./usage-catalogue.js";

function cyclesOf(mediaClass: string, usageType: string): readonly string[] | undefined {
  return usageCatalogue
    .find((c) => c.mediaClass === mediaClass)
    ?.usages.find((u) => u.usageType === usageType)?.cycles;
}

describe("usage catalogue", () => {
  it("gives TV usages their typical cycles", () => {
    for (const type of ["WILDSPOT", "CABLE", "DEALER", "DIGITAL", "STREAMING"]) {
      expect(cyclesOf("TV", type)).toEqual(["4 weeks", "13 weeks", "1 year"]);
    }
    for (const type of ["SESSION", "HOLDING FEE", "NETWORK CLASS A", "UPGRADE", "DOWNGRADE"]) {
      expect(cyclesOf("TV", type)).toEqual(["13 weeks"]);
    }
    expect(cyclesOf("TV", "FOREIGN")).toEqual(["21 months"]);
    expect(cyclesOf("TV", "SOCIAL MEDIA")).toEqual(["30 days"]);
    expect(cyclesOf("TV", "PSA")).toEqual(["1 year"]);
  });

  it("gives the other media classes their typical cycles", () => {
    expect(cyclesOf("AUDIO", "WILDSPOT")).toEqual(["8 weeks", "13 weeks"]);
    expect(cyclesOf("AUDIO", "FOREIGN")).toEqual(["18 months"]);
    expect(cyclesOf("AUDIO", "LOCAL")).toEqual(["1 year"]);
    expect(cyclesOf("AUDIO FLEX", "MECHANICAL EDIT")).toEqual(["21 months"]);
    expect(cyclesOf("AUDIO FLEX", "NATIONAL")).toEqual(["30 days"]);
    expect(cyclesOf("MUSIC", "INITIAL")).toEqual(["13 weeks"]);
    expect(cyclesOf("MUSIC", "RADIO")).toEqual(["8 weeks"]);
    expect(cyclesOf("DIGITAL", "GAMING")).toEqual(["21 months"]);
    expect(cyclesOf("PRINT", "PRINT")).toEqual(["13 weeks"]);
    expect(cyclesOf("CORPORATE EDUCATIONAL", "SESSION")).toEqual(["13 weeks"]);
  });

  it("leaves cycle lengths blank in the second catalogue, with 1-day sessions", () => {
    expect(usageCatalogueByAssetType.map((c) => c.mediaClass)).toEqual([
      "AUDIO",
      "VIDEO",
      "INTERACTIVE",
      "OTHER",
      "PRINT",
    ]);
    for (const mediaClass of usageCatalogueByAssetType) {
      expect(mediaClass.usages.find((u) => u.usageType === "SESSION")?.cycles).toEqual(["1 day"]);
      expect(mediaClass.usages.find((u) => u.usageType === "USE")?.cycles).toEqual([]);
    }
  });

  it("uses 1 day in the third set, 13 weeks for session fee, upgrade and downgrade", () => {
    const thirteen = usageCatalogueThirdSet.filter((u) => u.cycles[0] === "13 weeks").map((u) => u.usageType);
    expect(thirteen).toEqual(["UPGRADE", "DOWNGRADE", "SESSION FEE"]);
    expect(usageCatalogueThirdSet.filter((u) => u.cycles[0] === "1 day")).toHaveLength(7);
  });

  it("uses only known cycle lengths and knows the special usage types", () => {
    const all = [...usageCatalogue, ...usageCatalogueByAssetType].flatMap((c) =>
      c.usages.flatMap((u) => u.cycles),
    );
    expect(all.every((label) => cycleLengthLabels.includes(label))).toBe(true);
    expect(knownUsageTypes()).toEqual(
      expect.arrayContaining(["REINSTATEMENT", "AUDITION", "WILDSPOT", "SESSION FEE"]),
    );
    expect([...knownUsageTypes()].sort()).toEqual(knownUsageTypes());
  });
});
