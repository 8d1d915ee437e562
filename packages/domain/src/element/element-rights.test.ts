import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { computeElementRights, defaultLicenceLabel, elementNeedsLicence } from "./element-rights.js";
import { ElementLicenceInputSchema, ElementProfileInputSchema } from "./schemas.js";

const today = toIsoDate("2025-06-20");
const music = { id: 4, title: "Sunrise Drive", elementType: "MUSIC", musicOrigin: "LICENSED", licences: [] };

describe("computeElementRights", () => {
  it("is INCOMPLETE while a licensed element has no licence", () => {
    const rights = computeElementRights(music, today);
    expect(rights.status).toBe("INCOMPLETE");
    expect(rights.statusReason).toContain("Rights contracted");
  });

  it("is ended by its first-ending licence", () => {
    const rights = computeElementRights(
      {
        ...music,
        licences: [
          { id: 1, label: "Master licence", termEnd: "2026-01-31" },
          { id: 2, label: "Synchronization licence", termEnd: "2025-12-31" },
        ],
      },
      today,
    );
    expect(rights.status).toBe("ACTIVE");
    expect(rights.earliestExpireDate).toBe("2025-12-31");
    expect(rights.earliestExpireItem).toEqual({
      kind: "element",
      id: "EL-4/L-2",
      label: "Sunrise Drive: Synchronization licence",
      expireDate: "2025-12-31",
    });
  });

  it("expires as an ELEMENT once a licence has ended, and never ends on licences in perpetuity", () => {
    const ended = computeElementRights(
      { ...music, licences: [{ id: 1, label: "Licence", termEnd: "2025-06-19" }] },
      today,
    );
    expect(ended.status).toBe("EXPIRED (ELEMENT)");
    const forever = computeElementRights(
      { ...music, licences: [{ id: 1, label: "Licence", termEnd: null }] },
      today,
    );
    expect(forever.status).toBe("ACTIVE");
    expect(forever.earliestExpireDate).toBeNull();
  });

  it("needs no licence for work made for hire, original music and original or public-domain audio", () => {
    expect(elementNeedsLicence({ elementType: "IMAGE", licenceType: "WORK FOR HIRE" })).toBe(false);
    expect(elementNeedsLicence({ elementType: "MUSIC", musicOrigin: "ORIGINAL" })).toBe(false);
    expect(elementNeedsLicence({ elementType: "AUDIO", audioOrigin: "PUBLIC DOMAIN" })).toBe(false);
    expect(elementNeedsLicence({ elementType: "AUDIO", audioOrigin: "STOCK" })).toBe(true);
  });

  it("names licences by their rights kind when they have no name", () => {
    expect(defaultLicenceLabel("SYNCHRONIZATION")).toBe("Synchronization licence");
    expect(defaultLicenceLabel(null)).toBe("Licence");
  });
});

describe("element schemas", () => {
  it("requires the title and type and keeps music origin to MUSIC", () => {
    const result = ElementProfileInputSchema.safeParse({
      title: "",
      elementType: "IMAGE",
      musicOrigin: "LICENSED",
    });
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["title", "musicOrigin"]));
  });

  it("refuses a licence without media, ending before it starts, or with defined uses but no number", () => {
    const result = ElementLicenceInputSchema.safeParse({
      termStart: "2025-02-01",
      termEnd: "2025-01-01",
      media: [],
      numberOfUses: "Number defined",
    });
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["termEnd", "media", "usesAllowed"]));
  });

  it("reads an empty end date as in perpetuity and media names in upper case", () => {
    const licence = ElementLicenceInputSchema.parse({
      termStart: "2025-01-01",
      termEnd: "",
      media: [{ type: "digital" }],
    });
    expect(licence.termEnd).toBe("0001-01-01");
    expect(licence.media).toEqual([{ type: "DIGITAL", subtypes: [] }]);
  });
});
