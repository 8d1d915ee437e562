import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canonicalMedia, mediaCatalogue, mediaSynonyms } from "@rightsdesk/domain";
import { createAsset } from "../testing/asset-fixtures.js";
import { createElement } from "../testing/element-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useSignedInApp } from "../testing/use-test-app.js";
import { MIGRATIONS_DIR, testDatabaseKind } from "../testing/test-database.js";
import type { Db } from "./database.js";
import { assetUseRights, elementLicences, recordItems } from "./schema.js";

/** Runs 0010_one_media_catalogue.sql as the migrator does: its statements in order, in one transaction. */
async function runMediaMigration(db: Db): Promise<void> {
  const text = await fs.readFile(path.join(MIGRATIONS_DIR, "0010_one_media_catalogue.sql"), "utf8");
  await db.transaction(async (tx) => {
    for (const statement of text.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
  });
}

let t: TestApp;
let assetId: number;
let elementId: number;
useSignedInApp(
  () => createTestApp(),
  async ({ t: app, admin }) => {
    t = app;
    assetId = (await createAsset(t, admin, "MIGR0000001", "Legacy Lake :30")).id;
    elementId = (await createElement(t, admin, "Legacy score")).id;
  },
);

type Media = { type: string | null; subtypes: string[] };

async function insertUseRights(
  rows: readonly (Media & { cycleLength?: string; start?: string; end?: string })[],
) {
  const inserted = await t.database.db
    .insert(assetUseRights)
    .values(
      rows.map((row) => ({
        assetId,
        useRightType: "CABLE",
        note: "Stored before one catalogue",
        mediaType: row.type,
        mediaSubTypes: row.subtypes,
        cycleLength: row.cycleLength ?? null,
        startCycleDate: row.start ?? null,
        cycleExpireDate: row.end ?? null,
      })),
    )
    .returning({ id: assetUseRights.id });
  return inserted.map((row) => row.id);
}

async function useRightsById(ids: readonly number[]) {
  const rows = await t.database.db
    .select({
      id: assetUseRights.id,
      type: assetUseRights.mediaType,
      subtypes: assetUseRights.mediaSubTypes,
      cycleLength: assetUseRights.cycleLength,
      start: assetUseRights.startCycleDate,
      end: assetUseRights.cycleExpireDate,
    })
    .from(assetUseRights)
    .where(inArray(assetUseRights.id, [...ids]));
  return ids.map((id) => rows.find((row) => row.id === id));
}

/** What the domain makes of stored media: the catalogue's names, or the row as it was. */
function expectedMedia(media: Media): Media {
  if (media.type === null) return media;
  const result = canonicalMedia(media.type, media.subtypes);
  return result.status === "mapped" ? { type: result.type, subtypes: [...result.subtypes] } : media;
}

describe(`migration 0010_one_media_catalogue on ${testDatabaseKind()}`, () => {
  it("rewrites every catalogue name and synonym, however stored, exactly as canonicalMedia does", async () => {
    const names = [...mediaCatalogue.map((type) => type.name), ...Object.keys(mediaSynonyms)];
    const legacy: Media[] = [
      ...names.flatMap((name) => [
        { type: name, subtypes: [] },
        { type: ` ${name.toLowerCase().replaceAll(" ", "  ")} `, subtypes: [] },
      ]),
      ...mediaCatalogue.map((type) => ({
        type: type.name.toLowerCase(),
        subtypes: type.subtypes.map((sub) => sub.name.toLowerCase()),
      })),
      { type: "BROADCAST", subtypes: ["NETWORK", "CABLE - NATIONAL", "CABLE - LOCAL"] },
      { type: "NETWORK", subtypes: ["CABLE - LOCAL", "network"] },
      { type: "AUDIO/RADIO COMMERCIAL", subtypes: ["WILDSPOT - NY"] },
      { type: "AUDIO FLEX", subtypes: ["wildspot - la", "AUDIO FLEX"] },
      // Not mappable: left as they are.
      { type: "CINEMA", subtypes: [] },
      { type: "DIGITAL", subtypes: ["CABLE - NATIONAL"] },
      { type: "TV COMMERCIAL", subtypes: ["CABLE - MARS"] },
      { type: null, subtypes: [] },
    ];
    const ids = await insertUseRights(legacy);
    await runMediaMigration(t.database.db);

    const after = await useRightsById(ids);
    legacy.forEach((media, index) => {
      expect({ type: after[index]?.type, subtypes: after[index]?.subtypes }, JSON.stringify(media)).toEqual(
        expectedMedia(media),
      );
    });
    expect(after.at(-4)).toMatchObject({ type: "CINEMA" });
    expect(after.at(-2)).toMatchObject({ type: "TV COMMERCIAL", subtypes: ["CABLE - MARS"] });
  });

  it("rewrites element licences whose every grant maps, and leaves the others", async () => {
    const licences = [
      [
        { type: "TV COMMERCIAL", subtypes: ["CABLE - NATIONAL"] },
        { type: "INTERNET", subtypes: [] },
      ],
      [{ type: "AUDIO FLEX", subtypes: [] }],
      [
        { type: "industrial/ooh", subtypes: [] },
        { type: "OOH", subtypes: [] },
      ],
      [
        { type: "TV", subtypes: [] },
        { type: "CINEMA", subtypes: [] },
      ],
    ];
    const inserted = await t.database.db
      .insert(elementLicences)
      .values(
        licences.map((media) => ({
          elementId,
          label: "Synchronization licence",
          termStart: "2025-01-01",
          media,
          numberOfUses: "Unlimited",
        })),
      )
      .returning({ id: elementLicences.id });
    await runMediaMigration(t.database.db);

    const rows = await t.database.db
      .select({ id: elementLicences.id, media: elementLicences.media })
      .from(elementLicences)
      .where(eq(elementLicences.elementId, elementId));
    const mediaOf = (index: number) => rows.find((row) => row.id === inserted[index]?.id)?.media;
    expect(mediaOf(0)).toEqual([
      { type: "TV", subtypes: ["CABLE - NATIONAL"] },
      { type: "DIGITAL", subtypes: [] },
    ]);
    expect(mediaOf(1)).toEqual([{ type: "AUDIO/RADIO", subtypes: ["AUDIO FLEX"] }]);
    expect(mediaOf(2)).toEqual([
      { type: "OUT OF HOME", subtypes: [] },
      { type: "OUT OF HOME", subtypes: [] },
    ]);
    expect(mediaOf(3)).toEqual(licences[3]);
  });

  it("rewrites the media of element and contract section items, and nothing else", async () => {
    const items = [
      {
        ownerType: "element",
        ownerId: elementId,
        section: "RightsUsed",
        data: { media: "INTERNET", uses: 2 },
      },
      {
        ownerType: "element",
        ownerId: elementId,
        section: "Restriction",
        data: { media: ["tv commercial", "TV", "OOH"] },
      },
      {
        ownerType: "contract",
        ownerId: 1,
        section: "UsedIn",
        data: { title: "Radio tag", media: "AUDIO FLEX" },
      },
      {
        ownerType: "contract",
        ownerId: 1,
        section: "RightsContracted",
        data: { media: ["BROADCAST", "CINEMA"] },
      },
      { ownerType: "company", ownerId: 1, section: "Note", data: { media: "INTERNET" } },
    ];
    const inserted = await t.database.db.insert(recordItems).values(items).returning({ id: recordItems.id });
    await runMediaMigration(t.database.db);

    const rows = await t.database.db
      .select({ id: recordItems.id, data: recordItems.data })
      .from(recordItems)
      .where(
        inArray(
          recordItems.id,
          inserted.map((row) => row.id),
        ),
      );
    const dataOf = (index: number) => rows.find((row) => row.id === inserted[index]?.id)?.data;
    expect(dataOf(0)).toEqual({ media: "DIGITAL", uses: 2 });
    expect(dataOf(1)).toEqual({ media: ["TV", "OUT OF HOME"] });
    expect(dataOf(2)).toEqual({ title: "Radio tag", media: "AUDIO/RADIO" });
    expect(dataOf(3)).toEqual(items[3]?.data);
    expect(dataOf(4)).toEqual(items[4]?.data);
  });

  it("folds the retired cycle lengths into 1 year and 2 years, with each cycle's last day recomputed", async () => {
    const tv = { type: "TV", subtypes: [] };
    const ids = await insertUseRights([
      { ...tv, cycleLength: "52 weeks", start: "2025-01-06", end: "2026-01-04" },
      { ...tv, cycleLength: "12 months", start: "2025-01-06", end: "2026-01-05" },
      { ...tv, cycleLength: "24 months", start: "2025-01-06", end: "2027-01-05" },
      { ...tv, cycleLength: "52 weeks", end: "2026-01-04" },
      { ...tv, cycleLength: "13 weeks", start: "2025-01-06", end: "2025-04-06" },
    ]);
    await runMediaMigration(t.database.db);

    expect(await useRightsById(ids)).toMatchObject([
      { cycleLength: "1 year", start: "2025-01-06", end: "2026-01-05" },
      { cycleLength: "1 year", start: "2025-01-06", end: "2026-01-05" },
      { cycleLength: "2 years", start: "2025-01-06", end: "2027-01-05" },
      { cycleLength: "1 year", start: null, end: "2026-01-04" },
      { cycleLength: "13 weeks", start: "2025-01-06", end: "2025-04-06" },
    ]);
  });

  it("changes nothing on a second run", async () => {
    const ids = await insertUseRights([
      { type: "AUDIO FLEX", subtypes: ["WILDSPOT - NY"], cycleLength: "52 weeks", start: "2025-01-06" },
    ]);
    await runMediaMigration(t.database.db);
    const once = await useRightsById(ids);
    await runMediaMigration(t.database.db);
    expect(await useRightsById(ids)).toEqual(once);
    expect(once[0]).toMatchObject({
      type: "AUDIO/RADIO",
      subtypes: ["AUDIO FLEX", "WILDSPOT - NY"],
      cycleLength: "1 year",
    });
  });
});
