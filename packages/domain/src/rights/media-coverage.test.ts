import { describe, expect, it } from "vitest";
import { mediaCatalogue } from "../catalogues/media-catalogue.js";
import {
  ALL_MEDIA,
  describeMedia,
  describeMediaGrant,
  isMediaCovered,
  isMediaCoveredBy,
} from "./media-coverage.js";

const cableNational = { type: "TV COMMERCIAL", subtype: "CABLE - NATIONAL" };

describe("media coverage", () => {
  it("ALL MEDIA covers every main type and subtype of the catalogue", () => {
    expect(mediaCatalogue.some((type) => type.name === ALL_MEDIA)).toBe(true);
    for (const type of mediaCatalogue) {
      expect(isMediaCoveredBy({ type: "all media" }, { type: type.name })).toBe(true);
      for (const sub of type.subtypes)
        expect(isMediaCoveredBy({ type: ALL_MEDIA }, { type: type.name, subtype: sub.name })).toBe(true);
    }
  });

  it("a main type covers itself and each of its catalogue subtypes", () => {
    for (const type of mediaCatalogue) {
      expect(isMediaCoveredBy({ type: type.name }, { type: type.name })).toBe(true);
      for (const sub of type.subtypes)
        expect(
          isMediaCoveredBy({ type: type.name, subtypes: [] }, { type: type.name, subtype: sub.name }),
        ).toBe(true);
    }
  });

  it("a grant narrowed to subtypes covers only those, and not the whole main type", () => {
    const grant = { type: "TV COMMERCIAL", subtypes: ["CABLE - NATIONAL"] };
    expect(isMediaCoveredBy(grant, cableNational)).toBe(true);
    expect(isMediaCoveredBy(grant, { type: "TV COMMERCIAL", subtype: "CABLE - LOCAL" })).toBe(false);
    expect(isMediaCoveredBy(grant, { type: "TV COMMERCIAL" })).toBe(false);
    expect(isMediaCoveredBy(grant, { type: "TV COMMERCIAL", subtype: " " })).toBe(false);
  });

  it("different main types never cover each other, even with the same subtype name", () => {
    expect(isMediaCoveredBy({ type: "BROADCAST" }, cableNational)).toBe(false);
    expect(isMediaCoveredBy({ type: "BROADCAST/LINEAR" }, { type: "BROADCAST" })).toBe(false);
    expect(isMediaCoveredBy({ type: "TV COMMERCIAL" }, { type: ALL_MEDIA })).toBe(false);
  });

  it("ignores case and spacing", () => {
    expect(
      isMediaCoveredBy({ type: " tv  commercial ", subtypes: ["cable -  national"] }, cableNational),
    ).toBe(true);
  });

  it("is covered when any grant covers it, and never by no grant", () => {
    expect(isMediaCovered([{ type: "DIGITAL" }, { type: "TV COMMERCIAL" }], cableNational)).toBe(true);
    expect(isMediaCovered([], cableNational)).toBe(false);
  });

  it("describes media and grants for messages", () => {
    expect(describeMedia(cableNational)).toBe("TV COMMERCIAL / CABLE - NATIONAL");
    expect(describeMedia({ type: "digital", subtype: null })).toBe("DIGITAL");
    expect(
      describeMediaGrant({ type: "TV COMMERCIAL", subtypes: ["CABLE - NATIONAL", "CABLE - LOCAL"] }),
    ).toBe("TV COMMERCIAL (CABLE - NATIONAL, CABLE - LOCAL)");
    expect(describeMediaGrant({ type: "all media" })).toBe("ALL MEDIA");
  });
});
