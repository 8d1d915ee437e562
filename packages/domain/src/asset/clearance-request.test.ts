import { describe, expect, it } from "vitest";
import { CatalogueClearanceRequestSchema } from "./clearance-request.js";

const ask = (mediaType: string, mediaSubType?: string) =>
  CatalogueClearanceRequestSchema.safeParse({
    airDate: "2026-03-01",
    mediaType,
    ...(mediaSubType === undefined ? {} : { mediaSubType }),
  });

describe("CatalogueClearanceRequestSchema", () => {
  it("asks about a synonym as the catalogue's media, so every client gets one answer", () => {
    expect(ask("TV COMMERCIAL", "cable - national").data).toEqual({
      airDate: "2026-03-01",
      mediaType: "TV",
      mediaSubType: "CABLE - NATIONAL",
    });
    expect(ask("tv").data).toMatchObject({ mediaType: "TV" });
    expect(ask("INTERNET").data).toMatchObject({ mediaType: "DIGITAL" });
    expect(ask("AUDIO FLEX").data).toMatchObject({ mediaType: "AUDIO/RADIO", mediaSubType: "AUDIO FLEX" });
    expect(ask("NETWORK", "NETWORK").data).toMatchObject({ mediaType: "TV", mediaSubType: "NETWORK" });
    expect(ask("DIGITAL", "").data).toMatchObject({ mediaType: "DIGITAL", mediaSubType: "" });
  });

  it("refuses a media type outside the catalogue, listing the catalogue", () => {
    const issue = ask("CINEMA").error?.issues[0];
    expect(issue?.path).toEqual(["mediaType"]);
    expect(issue?.message).toMatch(
      /^"CINEMA" is not in the media catalogue\. Choose the media type from: ALL MEDIA, TV, /,
    );
  });

  it("refuses a sub type of another media type, listing the type's sub types", () => {
    const issue = ask("TV", "AUDIO FLEX").error?.issues[0];
    expect(issue?.path).toEqual(["mediaSubType"]);
    expect(issue?.message).toMatch(/^"AUDIO FLEX" is not a sub type of TV\. Choose from: CABLE - NATIONAL, /);
  });

  it("refuses two sub types at once, as a synonym that is itself a sub type would make", () => {
    const issue = ask("AUDIO FLEX", "WILDSPOT - NY").error?.issues[0];
    expect(issue?.path).toEqual(["mediaSubType"]);
    expect(issue?.message).toBe(
      "AUDIO FLEX is itself the sub type AUDIO FLEX of AUDIO/RADIO; ask for AUDIO/RADIO with one sub type.",
    );
  });
});
