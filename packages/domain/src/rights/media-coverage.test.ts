import { describe, expect, it } from "vitest";
import { mediaCatalogue } from "../media/media-catalogue.js";
import {
  ALL_MEDIA,
  describeMedia,
  describeMediaGrant,
  isMediaCovered,
  isMediaCoveredBy,
} from "./media-coverage.js";

const cableNational = { type: "TV", subtype: "CABLE - NATIONAL" };

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
    const grant = { type: "TV", subtypes: ["CABLE - NATIONAL"] };
    expect(isMediaCoveredBy(grant, cableNational)).toBe(true);
    expect(isMediaCoveredBy(grant, { type: "TV", subtype: "CABLE - LOCAL" })).toBe(false);
    expect(isMediaCoveredBy(grant, { type: "TV" })).toBe(false);
    expect(isMediaCoveredBy(grant, { type: "TV", subtype: " " })).toBe(false);
  });

  it("different main types never cover each other, even with the same subtype name", () => {
    expect(isMediaCoveredBy({ type: "AUDIO/RADIO" }, { type: "AUDIO/RADIO", subtype: "WILDSPOT - NY" })).toBe(
      true,
    );
    expect(isMediaCoveredBy({ type: "AUDIO/RADIO" }, { type: "TV", subtype: "WILDSPOT - NY" })).toBe(false);
    expect(isMediaCoveredBy({ type: "SOCIAL MEDIA" }, { type: "DIGITAL" })).toBe(false);
    expect(isMediaCoveredBy({ type: "TV" }, { type: ALL_MEDIA })).toBe(false);
  });

  it("ignores case and spacing", () => {
    expect(isMediaCoveredBy({ type: " tv ", subtypes: ["cable -  national"] }, cableNational)).toBe(true);
  });

  it("is covered when any grant covers it, and never by no grant", () => {
    expect(isMediaCovered([{ type: "DIGITAL" }, { type: "TV" }], cableNational)).toBe(true);
    expect(isMediaCovered([], cableNational)).toBe(false);
  });

  it("describes media and grants for messages", () => {
    expect(describeMedia(cableNational)).toBe("TV / CABLE - NATIONAL");
    expect(describeMedia({ type: "digital", subtype: null })).toBe("DIGITAL");
    expect(describeMediaGrant({ type: "TV", subtypes: ["CABLE - NATIONAL", "CABLE - LOCAL"] })).toBe(
      "TV (CABLE - NATIONAL, CABLE - LOCAL)",
    );
    expect(describeMediaGrant({ type: "all media" })).toBe("ALL MEDIA");
  });
});
