import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { ElementLicenceInputSchema, MediaGrantSchema } from "./schemas.js";

const licence = { termStart: "2025-01-01", media: [{ type: "DIGITAL" }] };

describe("MediaGrantSchema", () => {
  it("takes a synonym and gives the catalogue's media", () => {
    expect(MediaGrantSchema.parse({ type: "internet" })).toEqual({ type: "DIGITAL", subtypes: [] });
    expect(MediaGrantSchema.parse({ type: "TV COMMERCIAL", subtypes: ["cable - local"] })).toEqual({
      type: "TV",
      subtypes: ["CABLE - LOCAL"],
    });
    expect(MediaGrantSchema.parse({ type: "AUDIO FLEX" })).toEqual({
      type: "AUDIO/RADIO",
      subtypes: ["AUDIO FLEX"],
    });
  });

  it("refuses media outside the catalogue, naming the grant's field", () => {
    const errors = fieldErrorsOf(ElementLicenceInputSchema, {
      ...licence,
      media: [{ type: "DIGITAL" }, { type: "CINEMA" }, { type: "PRINT", subtypes: ["POSTER"] }],
    });
    expect(errors.map((error) => error.field)).toEqual(["media.1.type", "media.2.subtypes"]);
    expect(errors[0]?.message).toMatch(
      /^"CINEMA" is not in the media catalogue\. Choose the media type from: ALL MEDIA, /,
    );
    expect(errors[1]?.message).toBe('PRINT has no sub types; remove "POSTER".');
  });

  it("still asks for a media type when it is blank", () => {
    const result = MediaGrantSchema.safeParse({ type: " " });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Enter the media type."]);
  });
});
