import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { CYCLE_END_BEFORE_START_MESSAGE, UseRightSchema } from "./use-right.js";

const errorsOf = (input: unknown) => fieldErrorsOf(UseRightSchema, input);

const wildspot = {
  useRightType: "WILDSPOT",
  mediaType: "TV",
  startCycleDate: "2025-04-01",
  cycleExpireDate: "2025-06-30",
  cycleLength: "13 weeks",
  note: "First cycle",
};

describe("UseRightSchema", () => {
  it("accepts a use right with its cycle", () => {
    expect(UseRightSchema.parse(wildspot)).toEqual({ ...wildspot, mediaSubTypes: [] });
  });

  it("names each of the five required fields when a form leaves them blank", () => {
    expect(errorsOf({ useRightType: "", startCycleDate: "", cycleExpireDate: "", note: "" })).toEqual([
      { field: "useRightType", message: "Enter the use right type." },
      { field: "note", message: "Enter the notes." },
      { field: "startCycleDate", message: "Enter the cycle start date." },
      { field: "cycleLength", message: "Choose the cycle length." },
      { field: "cycleExpireDate", message: "Enter the cycle end date." },
    ]);
  });

  it("names a missing type or note even when the key is absent", () => {
    expect(errorsOf({})).toEqual([
      { field: "useRightType", message: "Enter the use right type." },
      { field: "note", message: "Enter the notes." },
    ]);
  });

  it("counts the empty date marker as a missing date", () => {
    expect(errorsOf({ ...wildspot, startCycleDate: "0001-01-01", cycleExpireDate: "" })).toEqual([
      { field: "startCycleDate", message: "Enter the cycle start date." },
      { field: "cycleExpireDate", message: "Enter the cycle end date." },
    ]);
  });

  it("refuses a cycle that ends before it starts, but not one that ends the day it starts", () => {
    expect(errorsOf({ ...wildspot, cycleExpireDate: "2025-03-31" })).toEqual([
      { field: "cycleExpireDate", message: CYCLE_END_BEFORE_START_MESSAGE },
    ]);
    expect(CYCLE_END_BEFORE_START_MESSAGE).toBe("Cycle end date must be on or after the cycle start date.");
    expect(
      UseRightSchema.safeParse({ ...wildspot, cycleExpireDate: "2025-04-01", cycleLength: "1 day" }).success,
    ).toBe(true);
  });

  it("lets REINSTATEMENT leave the cycle length, and then the end date, empty", () => {
    const reinstatement = {
      useRightType: "Reinstatement",
      startCycleDate: "2025-04-01",
      note: "Back on air",
    };
    expect(UseRightSchema.safeParse(reinstatement).success).toBe(true);
    expect(errorsOf({ ...reinstatement, cycleLength: "13 weeks" })).toEqual([
      { field: "cycleExpireDate", message: "Enter the cycle end date." },
    ]);
  });

  it("gives AUDITION no cycle length and asks it for no dates", () => {
    expect(UseRightSchema.safeParse({ useRightType: "AUDITION", note: "Casting tape" }).success).toBe(true);
    expect(errorsOf({ useRightType: "audition", cycleLength: "1 week", note: "Casting tape" })).toEqual([
      {
        field: "cycleLength",
        message: "A AUDITION use right has no cycle length; leave Cycle Length empty.",
      },
    ]);
  });

  it("refuses an unknown cycle length and empty media sub types", () => {
    expect(errorsOf({ ...wildspot, cycleLength: "13 wks", mediaSubTypes: ["WILDSPOT - NY", " "] })).toEqual([
      { field: "mediaSubTypes.1", message: "Enter the media sub type." },
      { field: "cycleLength", message: "Choose the cycle length." },
    ]);
  });

  it("takes a media synonym and gives the catalogue's name", () => {
    expect(UseRightSchema.parse({ ...wildspot, mediaType: "tv commercial" })).toMatchObject({
      mediaType: "TV",
      mediaSubTypes: [],
    });
    expect(
      UseRightSchema.parse({
        ...wildspot,
        mediaType: "BROADCAST",
        mediaSubTypes: ["network", "CABLE - LOCAL"],
      }),
    ).toMatchObject({ mediaType: "TV", mediaSubTypes: ["NETWORK", "CABLE - LOCAL"] });
    expect(UseRightSchema.parse({ ...wildspot, mediaType: "Audio Flex" })).toMatchObject({
      mediaType: "AUDIO/RADIO",
      mediaSubTypes: ["AUDIO FLEX"],
    });
    expect(UseRightSchema.parse({ ...wildspot, mediaType: "" })).toMatchObject({ mediaType: "" });
  });

  it("refuses media outside the catalogue, naming the field and listing the choices", () => {
    const [type] = errorsOf({ ...wildspot, mediaType: "CINEMA" });
    expect(type?.field).toBe("mediaType");
    expect(type?.message).toMatch(
      /^"CINEMA" is not in the media catalogue\. Choose the media type from: ALL MEDIA, TV, /,
    );
    expect(errorsOf({ ...wildspot, mediaSubTypes: ["NY"] })).toEqual([
      {
        field: "mediaSubTypes",
        message: expect.stringMatching(/^"NY" is not a sub type of TV\. Choose from: /),
      },
    ]);
    expect(errorsOf({ ...wildspot, mediaType: undefined, mediaSubTypes: ["NETWORK"] })).toEqual([
      { field: "mediaSubTypes", message: "Choose the media type of these sub types." },
    ]);
  });
});
