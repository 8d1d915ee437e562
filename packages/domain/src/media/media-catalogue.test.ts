import { describe, expect, it } from "vitest";
import {
  findMediaType,
  findMediaTypeByName,
  isMediaSubtypeOf,
  mediaCatalogue,
  mediaCatalogueComplete,
  mediaTypeNames,
  nonUnionMediaTypes,
  unionMediaTypes,
} from "./media-catalogue.js";

describe("media catalogue", () => {
  it("offers one name per media, in this order", () => {
    expect(mediaTypeNames).toEqual([
      "ALL MEDIA",
      "TV",
      "AUDIO/RADIO",
      "DIGITAL",
      "SOCIAL MEDIA",
      "STREAMING/OTT",
      "OUT OF HOME",
      "PRINT",
      "CORPORATE EDUCATIONAL",
    ]);
    expect(mediaCatalogue.map((type) => type.name)).toEqual(mediaTypeNames);
    expect(mediaTypeNames).toEqual(expect.arrayContaining([...unionMediaTypes, ...nonUnionMediaTypes]));
    expect(mediaCatalogueComplete).toBe(false);
  });

  it("has none of the synonyms it used to offer", () => {
    for (const name of [
      "BROADCAST",
      "VIDEO/TV",
      "BROADCAST/LINEAR",
      "TV COMMERCIAL",
      "AUDIO/RADIO COMMERCIAL",
      "AUDIO FLEX",
      "INDUSTRIAL/OOH",
    ])
      expect(findMediaTypeByName(name)).toBeUndefined();
  });

  it("lists the union and non-union media types over the catalogue's names", () => {
    expect(unionMediaTypes).toEqual([
      "TV",
      "AUDIO/RADIO",
      "DIGITAL",
      "STREAMING/OTT",
      "CORPORATE EDUCATIONAL",
    ]);
    expect(nonUnionMediaTypes).toEqual([
      "ALL MEDIA",
      "TV",
      "DIGITAL",
      "SOCIAL MEDIA",
      "STREAMING/OTT",
      "AUDIO/RADIO",
      "OUT OF HOME",
      "PRINT",
    ]);
  });

  it("has the spec's example subtypes, network and audio flex among them", () => {
    const tv = findMediaTypeByName(" tv ");
    expect(tv?.subtypes.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "NETWORK",
        "CABLE - NATIONAL",
        "CABLE - LOCAL",
        "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
        "FOREIGN - UK",
      ]),
    );
    expect(findMediaTypeByName("AUDIO/RADIO")?.subtypes.map((s) => s.name)).toEqual(
      expect.arrayContaining(["WILDSPOT - NY", "WILDSPOT - CHICAGO", "WILDSPOT - LA", "AUDIO FLEX"]),
    );
    expect(findMediaTypeByName("CORPORATE EDUCATIONAL")?.subtypes.map((s) => s.name)).toEqual([
      "CATEGORY I",
      "CATEGORY II",
    ]);
    expect(findMediaTypeByName("RADIO PLAY")).toBeUndefined();
  });

  it("keeps ids stable: 9 is TV, its first subtype 901, and new subtypes are appended", () => {
    expect(findMediaType(9)?.name).toBe("TV");
    expect(findMediaType(10)?.name).toBe("AUDIO/RADIO");
    expect(isMediaSubtypeOf(9, 901)).toBe(true);
    expect(findMediaType(9)?.subtypes.find((s) => s.id === 901)?.name).toBe("CABLE - NATIONAL");
    expect(findMediaType(9)?.subtypes.at(-1)).toEqual({ id: 914, name: "NETWORK" });
    expect(findMediaType(10)?.subtypes.at(-1)).toEqual({ id: 1011, name: "AUDIO FLEX" });
    expect(isMediaSubtypeOf(10, 901)).toBe(false);
    expect(isMediaSubtypeOf(999, 901)).toBe(false);
    expect(findMediaType(0)).toBeUndefined();
  });

  it("never reuses a retired id", () => {
    for (const retired of [2, 3, 4, 5, 11, 15]) expect(findMediaType(retired)).toBeUndefined();
  });
});
