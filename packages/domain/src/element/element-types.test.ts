import { describe, expect, it } from "vitest";
import {
  ElementTypeSchema,
  elementProperties,
  elementSubtypesFromSpec,
  elementTabsFor,
  elementTypeCatalogue,
  elementTypeShowsProperty,
  elementTypes,
  isElementSubtypeOf,
} from "./element-types.js";

describe("element types", () => {
  it("has the 15 types of the spec", () => {
    expect(elementTypes).toHaveLength(15);
    expect(ElementTypeSchema.options).toContain("PROPS/OTHERS");
    expect(ElementTypeSchema.safeParse("SOUND").error?.issues[0]?.message).toBe("Choose the element type.");
  });

  it("gives VEHICLE the spec's subtypes", () => {
    for (const subtype of ["AIRPLANE", "AUTO", "BICYCLE", "BOAT"]) {
      expect(isElementSubtypeOf("VEHICLE", subtype)).toBe(true);
    }
    expect(isElementSubtypeOf("MUSIC", "BOAT")).toBe(false);
    expect(elementSubtypesFromSpec).toEqual(["VEHICLE"]);
  });

  it("offers OTHER as a subtype of every type, with no duplicates", () => {
    for (const type of elementTypes) {
      const { subtypes } = elementTypeCatalogue[type];
      expect(subtypes).toContain("OTHER");
      expect(new Set(subtypes).size).toBe(subtypes.length);
    }
  });

  it("has the 14 extra properties of the spec, each shown by some type", () => {
    expect(elementProperties.map((p) => p.label)).toEqual([
      "URL LINK",
      "FRAME INFO",
      "NO OF CLIPS",
      "DATE OF PRODUCTION",
      "COUNTRY OF PRODUCTION",
      "NO OF IMAGES",
      "KEYLINES",
      "MAKE",
      "MODEL",
      "YEAR",
      "COUNTRY",
      "STATE",
      "CITY",
      "NOTES",
    ]);
    for (const property of elementProperties) {
      expect(elementTypes.some((type) => elementTypeShowsProperty(type, property.key))).toBe(true);
    }
  });

  it("shows make, model and year on vehicles and notes on everything", () => {
    expect(elementTypeShowsProperty("VEHICLE", "make")).toBe(true);
    expect(elementTypeShowsProperty("MUSIC", "make")).toBe(false);
    expect(elementTypes.every((type) => elementTypeShowsProperty(type, "notes"))).toBe(true);
  });

  it("adds Talent to art, audio, image, music and video, and Music to music only", () => {
    const base = ["Element Profile", "License Details", "Rights Acquired"];
    expect(elementTabsFor("VEHICLE")).toEqual(base);
    expect(elementTabsFor("ART")).toEqual([...base, "Talent"]);
    expect(elementTabsFor("VIDEO")).toEqual([...base, "Talent"]);
    expect(elementTabsFor("MUSIC")).toEqual([...base, "Talent", "Music"]);
    const withTalent = elementTypes.filter((type) => elementTabsFor(type).includes("Talent"));
    expect(withTalent).toEqual(["ART", "AUDIO", "IMAGE", "MUSIC", "VIDEO"]);
  });
});
