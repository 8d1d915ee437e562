import { describe, expect, it } from "vitest";
import { mediaTypeNames } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { addLicence, createElement, licenceBody } from "../../testing/element-fixtures.js";
import { fieldMessages } from "../../testing/error-fields.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

describe(`media names on element licences and sections, on ${testDatabaseKind()}`, () => {
  it("stores a licence's synonyms as the catalogue's names, and refuses others naming the grant", async () => {
    const song = await createElement(t, admin, "Media song");
    const licence = await addLicence(t, admin, song.id, {
      media: [{ type: "internet" }, { type: "BROADCAST", subtypes: ["NETWORK"] }, { type: "AUDIO FLEX" }],
    });
    expect(licence.media).toEqual([
      { type: "DIGITAL", subtypes: [] },
      { type: "TV", subtypes: ["NETWORK"] },
      { type: "AUDIO/RADIO", subtypes: ["AUDIO FLEX"] },
    ]);
    const refused = expectError(
      await call(t, admin, "POST", `/Element/Licence/Save/${song.id}`, {
        licence: licenceBody({ media: [{ type: "TV" }, { type: "CINEMA" }] }),
      }),
      400,
      "InvalidData",
    );
    expect(fieldMessages(refused)).toEqual({
      "licence.media.1.type": `"CINEMA" is not in the media catalogue. Choose the media type from: ${mediaTypeNames.join(", ")}.`,
    });
  });

  it("stores a section's media synonyms as the catalogue's names, and refuses others listing them", async () => {
    const song = await createElement(t, admin, "Restricted song");
    const saved = expectOk(
      await call(t, admin, "POST", `/Element/Restriction/Save/${song.id}`, {
        data: { restriction: "No alcohol brands", media: ["tv commercial", "TV", "OOH"] },
      }),
    ) as { data: Record<string, unknown> };
    expect(saved.data["media"]).toEqual(["TV", "OUT OF HOME"]);
    const used = expectOk(
      await call(t, admin, "POST", `/Element/RightsUsed/Save/${song.id}`, {
        data: { media: "INTERNET", firstUse: "2025-02-01" },
      }),
    ) as { data: Record<string, unknown> };
    expect(used.data["media"]).toBe("DIGITAL");
    const refused = expectError(
      await call(t, admin, "POST", `/Element/RightsUsed/Save/${song.id}`, {
        data: { media: "CINEMA", firstUse: "2025-02-01" },
      }),
      400,
      "InvalidData",
    );
    expect(Object.entries(fieldMessages(refused))).toEqual([
      ["data.media", `Choose the media from the list: ${mediaTypeNames.join(", ")}.`],
    ]);
  });
});
