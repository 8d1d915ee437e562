import { describe, expect, it } from "vitest";
import {
  findMediaType,
  findMediaTypeByName,
  isMediaSubtypeOf,
  mediaCatalogue,
  mediaCatalogueComplete,
  nonUnionMediaTypes,
  unionMediaTypes,
} from "./media-catalogue.js";

describe("media catalogue", () => {
  it("holds every main type of the spec's three lists", () => {
    const names = mediaCatalogue.map((type) => type.name);
    const spec = [
      "ALL MEDIA",
      "BROADCAST",
      "VIDEO/TV",
      "BROADCAST/LINEAR",
      "AUDIO/RADIO",
      "DIGITAL",
      "OUT OF HOME",
      "PRINT",
      "TV COMMERCIAL",
    ];
    expect(names).toEqual(expect.arrayContaining([...spec, ...unionMediaTypes, ...nonUnionMediaTypes]));
    expect(mediaCatalogueComplete).toBe(false);
  });

  it("lists the union and non-union media types", () => {
    expect(unionMediaTypes).toEqual([
      "TV COMMERCIAL",
      "AUDIO/RADIO COMMERCIAL",
      "AUDIO FLEX",
      "CORPORATE EDUCATIONAL",
    ]);
    expect(nonUnionMediaTypes).toHaveLength(8);
  });

  it("has the spec's example subtypes", () => {
    const tv = findMediaTypeByName(" tv commercial ");
    expect(tv?.subtypes.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "CABLE - NATIONAL",
        "CABLE - LOCAL",
        "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
        "FOREIGN - UK",
      ]),
    );
    expect(findMediaTypeByName("AUDIO/RADIO COMMERCIAL")?.subtypes.map((s) => s.name)).toEqual(
      expect.arrayContaining(["WILDSPOT - NY", "WILDSPOT - CHICAGO", "WILDSPOT - LA"]),
    );
    expect(findMediaTypeByName("CORPORATE EDUCATIONAL")?.subtypes.map((s) => s.name)).toEqual([
      "CATEGORY I",
      "CATEGORY II",
    ]);
    expect(findMediaTypeByName("RADIO PLAY")).toBeUndefined();
  });

  it("keeps ids stable: 9 is TV COMMERCIAL and its first subtype is 901", () => {
    expect(findMediaType(9)?.name).toBe("TV COMMERCIAL");
    expect(isMediaSubtypeOf(9, 901)).toBe(true);
    expect(isMediaSubtypeOf(10, 901)).toBe(false);
    expect(isMediaSubtypeOf(999, 901)).toBe(false);
    expect(findMediaType(0)).toBeUndefined();
  });
});
