import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { ElementSchema, NumberOfUsesSchema } from "./element.js";

const errorsOf = (input: unknown) => fieldErrorsOf(ElementSchema, input);

const car = {
  name: "1967 Mustang",
  elementType: "VEHICLE",
  subType: "AUTO",
  properties: { make: "Ford", model: "Mustang", year: 1967 },
};

describe("ElementSchema", () => {
  it("accepts an element and fills in the defaults", () => {
    expect(ElementSchema.parse(car)).toMatchObject({ status: "INCOMPLETE", rightsKinds: [], creators: [] });
  });

  it("needs a name and a type", () => {
    expect(errorsOf({ name: "" })).toEqual([
      { field: "name", message: "Enter the element name." },
      { field: "elementType", message: "Choose the element type." },
    ]);
  });

  it("takes a sub type only from the element type's list", () => {
    expect(errorsOf({ ...car, subType: "SONG" })).toEqual([
      { field: "subType", message: "Choose a sub type that belongs to the element type VEHICLE." },
    ]);
  });

  it("refuses a property the type does not show, naming it as the screen does", () => {
    expect(errorsOf({ ...car, properties: { make: "Ford", urlLink: "https://ford.com" } })).toEqual([
      {
        field: "properties.urlLink",
        message: "URL LINK does not apply to VEHICLE elements; leave it empty.",
      },
    ]);
  });

  it("validates property values", () => {
    expect(
      errorsOf({
        name: "Skyline",
        elementType: "VIDEO",
        properties: { urlLink: "ftp://x", numberOfClips: 0, dateOfProduction: "2020-02-30" },
      }),
    ).toEqual([
      {
        field: "properties.urlLink",
        message: "Enter the URL link as a full web address starting with http:// or https://.",
      },
      {
        field: "properties.numberOfClips",
        message: "Enter the number of clips as a whole number of 1 or more.",
      },
      {
        field: "properties.dateOfProduction",
        message: "Enter the date of production as a real date in the form YYYY-MM-DD.",
      },
    ]);
    expect(errorsOf({ ...car, properties: { year: 67 } })).toEqual([
      { field: "properties.year", message: "Enter the year as four digits." },
    ]);
  });

  it("keeps music origin on music and audio origin on audio", () => {
    const song = ElementSchema.parse({
      name: "Theme",
      elementType: "MUSIC",
      musicOrigin: "LICENSED",
      rightsKinds: ["MASTER", "SYNCHRONIZATION"],
      performingRightsOrganisation: "ASCAP",
      licenceType: "RIGHTS MANAGED",
      creators: [{ role: "COMPOSER", name: "J. Doe" }],
      guarantee: "Guarantee",
      numberOfUses: { choice: "Number defined", count: 3 },
      expiryDate: "2026-12-31",
    });
    expect(song.numberOfUses).toEqual({ choice: "Number defined", count: 3 });
    expect(errorsOf({ ...car, musicOrigin: "ORIGINAL", audioOrigin: "STOCK" })).toEqual([
      { field: "musicOrigin", message: "Music origin applies only to MUSIC elements." },
      { field: "audioOrigin", message: "Audio origin applies only to AUDIO elements." },
    ]);
    expect(
      ElementSchema.safeParse({ name: "Rain", elementType: "AUDIO", audioOrigin: "STOCK" }).success,
    ).toBe(true);
  });

  it("takes Unlimited or a defined number of uses", () => {
    expect(NumberOfUsesSchema.parse({ choice: "Unlimited" })).toEqual({ choice: "Unlimited" });
    expect(NumberOfUsesSchema.safeParse({ choice: "Some" }).error?.issues[0]?.message).toBe(
      "Choose Unlimited or Number defined.",
    );
    expect(NumberOfUsesSchema.safeParse({ choice: "Number defined" }).error?.issues[0]?.message).toBe(
      "Enter the number of uses as a whole number of 1 or more.",
    );
  });
});
