import { describe, expect, it } from "vitest";
import { assetUseRights, elementLicences, recordItems } from "../db/schema.js";
import { addUseRight, createAsset } from "../testing/asset-fixtures.js";
import { addLicence, createElement } from "../testing/element-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useSignedInApp } from "../testing/use-test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { findUncataloguedMedia, reportUncataloguedMedia } from "./uncatalogued-media.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  return { warnings, warn: (details: object, message: string) => warnings.push({ details, message }) };
}

describe(`media names not in the catalogue, reported at start, on ${testDatabaseKind()}`, () => {
  it("says nothing when every stored media name is the catalogue's", async () => {
    const asset = await createAsset(t, admin, "CATA0000001", "Catalogue Cove :30");
    await addUseRight(t, admin, asset.id, {
      mediaType: "TV COMMERCIAL",
      mediaSubTypes: ["CABLE - NATIONAL"],
    });
    const element = await createElement(t, admin, "Clean score");
    await addLicence(t, admin, element.id, { media: [{ type: "INTERNET" }, { type: "AUDIO FLEX" }] });

    const log = recordingLog();
    await reportUncataloguedMedia(t.database.db, log);
    expect(log.warnings).toEqual([]);
  });

  it("warns once per table with how many rows and which names", async () => {
    const asset = await createAsset(t, admin, "CATA0000002", "Legacy Lagoon :30");
    const element = await createElement(t, admin, "Legacy score");
    const right = { assetId: asset.id, useRightType: "CABLE", note: "Kept as it was" };
    await t.database.db.insert(assetUseRights).values([
      { ...right, mediaType: "CINEMA" },
      { ...right, mediaType: "CINEMA" },
      { ...right, mediaType: "TV", mediaSubTypes: ["CABLE - MARS"] },
      { ...right, mediaType: "TV", mediaSubTypes: ["CABLE - NATIONAL"] },
      { ...right, mediaType: null },
    ]);
    const licence = {
      elementId: element.id,
      label: "Sync",
      termStart: "2025-01-01",
      numberOfUses: "Unlimited",
    };
    await t.database.db.insert(elementLicences).values([
      {
        ...licence,
        media: [
          { type: "TV", subtypes: [] },
          { type: "TV COMMERCIAL", subtypes: [] },
        ],
      },
      { ...licence, media: [{ type: "DIGITAL", subtypes: [] }] },
    ]);
    await t.database.db.insert(recordItems).values([
      { ownerType: "element", ownerId: element.id, section: "Restriction", data: { media: ["TV", "WEB"] } },
      { ownerType: "contract", ownerId: 1, section: "UsedIn", data: { title: "Tag", media: "DIGITAL" } },
    ]);

    const log = recordingLog();
    await reportUncataloguedMedia(t.database.db, log);
    expect(log.warnings.map((warning) => warning.details)).toEqual([
      { table: "asset_use_rights", rows: 3, values: ["CINEMA", "TV / CABLE - MARS"] },
      { table: "element_licences", rows: 1, values: ["TV COMMERCIAL"] },
      { table: "record_items", rows: 1, values: ["element Restriction: WEB"] },
    ]);
    expect(log.warnings[0]?.message).toBe(
      "3 rows of asset_use_rights hold media names not in the catalogue: CINEMA, TV / CABLE - MARS. Edit them to a catalogue name.",
    );
    expect(await findUncataloguedMedia(t.database.db)).toHaveLength(3);
  });
});
