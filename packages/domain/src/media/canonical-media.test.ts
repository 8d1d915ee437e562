import { describe, expect, it } from "vitest";
import { canonicalMedia, isCatalogueMedia, mediaSynonyms, unknownMediaMessage } from "./canonical-media.js";
import { mediaTypeNames } from "./media-catalogue.js";

describe("canonicalMedia", () => {
  it.each([
    ["TV", "TV"],
    ["TV COMMERCIAL", "TV"],
    ["BROADCAST", "TV"],
    ["VIDEO/TV", "TV"],
    ["BROADCAST/LINEAR", "TV"],
    ["AUDIO/RADIO COMMERCIAL", "AUDIO/RADIO"],
    ["RADIO", "AUDIO/RADIO"],
    ["AUDIO", "AUDIO/RADIO"],
    ["INDUSTRIAL/OOH", "OUT OF HOME"],
    ["OOH", "OUT OF HOME"],
    ["INTERNET", "DIGITAL"],
    ["ONLINE", "DIGITAL"],
    ["WEB", "DIGITAL"],
    ["STREAMING", "STREAMING/OTT"],
    ["OTT", "STREAMING/OTT"],
    ["SOCIAL", "SOCIAL MEDIA"],
  ])("maps %s onto %s", (name, type) => {
    expect(canonicalMedia(name)).toEqual({ status: "mapped", type, subtypes: [] });
  });

  it("keeps the narrowing of a name that is now a subtype", () => {
    expect(canonicalMedia("NETWORK")).toEqual({ status: "mapped", type: "TV", subtypes: ["NETWORK"] });
    expect(canonicalMedia("AUDIO FLEX")).toEqual({
      status: "mapped",
      type: "AUDIO/RADIO",
      subtypes: ["AUDIO FLEX"],
    });
    expect(canonicalMedia("audio flex", ["Audio Flex", "WILDSPOT - NY"])).toEqual({
      status: "mapped",
      type: "AUDIO/RADIO",
      subtypes: ["AUDIO FLEX", "WILDSPOT - NY"],
    });
  });

  it("carries BROADCAST's subtypes over to TV's", () => {
    expect(canonicalMedia("BROADCAST", ["NETWORK", "CABLE - NATIONAL", "CABLE - LOCAL"])).toEqual({
      status: "mapped",
      type: "TV",
      subtypes: ["NETWORK", "CABLE - NATIONAL", "CABLE - LOCAL"],
    });
    expect(canonicalMedia("TV COMMERCIAL", ["FOREIGN - UK"])).toMatchObject({ subtypes: ["FOREIGN - UK"] });
  });

  it("ignores case and spacing, and keeps a repeated subtype once", () => {
    expect(canonicalMedia("  tv   commercial ", ["cable  - national", "CABLE - NATIONAL"])).toEqual({
      status: "mapped",
      type: "TV",
      subtypes: ["CABLE - NATIONAL"],
    });
    expect(canonicalMedia("streaming/ott").status).toBe("mapped");
  });

  it("names an unknown type, or the subtypes the type does not have", () => {
    expect(canonicalMedia("RADIO PLAY", ["X"])).toEqual({
      status: "unknown",
      type: "RADIO PLAY",
      subtypes: ["X"],
      canonicalType: null,
      unknownSubtypes: [],
    });
    expect(canonicalMedia("")).toMatchObject({ status: "unknown", canonicalType: null });
    expect(canonicalMedia("DIGITAL", ["CABLE - NATIONAL"])).toMatchObject({
      status: "unknown",
      canonicalType: "DIGITAL",
      unknownSubtypes: ["CABLE - NATIONAL"],
    });
    expect(canonicalMedia("INTERNET", ["WEB"])).toMatchObject({ canonicalType: "DIGITAL" });
    expect(canonicalMedia("AUDIO FLEX", ["CABLE - LOCAL"])).toMatchObject({
      canonicalType: "AUDIO/RADIO",
      unknownSubtypes: ["CABLE - LOCAL"],
    });
    // A synonym of a catalogue key inherited from Object is no media name.
    expect(canonicalMedia("constructor").status).toBe("unknown");
  });

  it("explains a refusal with what may be chosen", () => {
    const type = canonicalMedia("RADIO PLAY");
    const subtype = canonicalMedia("TV COMMERCIAL", ["CABLE - MARS"]);
    if (type.status !== "unknown" || subtype.status !== "unknown") throw new Error("expected unknown");
    expect(unknownMediaMessage(type)).toBe(
      `"RADIO PLAY" is not in the media catalogue. Choose the media type from: ${mediaTypeNames.join(", ")}.`,
    );
    expect(unknownMediaMessage(subtype)).toMatch(
      /^"CABLE - MARS" is not a sub type of TV\. Choose from: CABLE - NATIONAL, /,
    );
    const none = canonicalMedia("PRINT", ["A", "B"]);
    if (none.status !== "unknown") throw new Error("expected unknown");
    expect(unknownMediaMessage(none)).toBe('PRINT has no sub types; remove "A", "B".');
  });

  it("has no synonym that is itself a catalogue name", () => {
    for (const name of Object.keys(mediaSynonyms)) expect(mediaTypeNames).not.toContain(name);
  });
});

describe("isCatalogueMedia", () => {
  it("accepts only names written exactly as the catalogue writes them", () => {
    expect(isCatalogueMedia("TV", ["CABLE - NATIONAL", "NETWORK"])).toBe(true);
    expect(isCatalogueMedia("ALL MEDIA")).toBe(true);
    expect(isCatalogueMedia("tv")).toBe(false);
    expect(isCatalogueMedia("TV COMMERCIAL")).toBe(false);
    expect(isCatalogueMedia("TV", ["AUDIO FLEX"])).toBe(false);
    expect(isCatalogueMedia("TV", ["NETWORK", "NETWORK"])).toBe(false);
  });
});
