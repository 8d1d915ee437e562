// Generates a large, clearly fictional asset library — assets with their use rights — and inserts
// it straight through the database driver (no API, no audit entries): the data behind
// bench/asset-rights.mjs, or a big list to try the web app with.
//
// Each asset's stored status and earliest expiration (status, status_reason, earliest_expire_*)
// are computed here, in JavaScript, by the domain's own `computeAssetRights` on the asset and its
// use rights for today (UTC) — exactly what the server stores after every change — so the rows are
// consistent with the domain and the server's stale-status refresh finds nothing to redo.
//
// The library: 60 % of assets are on air (every use right's cycle ends today or later, within three
// years, the MPU within 2–30 months), 40 % have lapsed (their cycles ended in the last two years).
// Use rights are spread unevenly (0 to twice the average per asset) over six common media lines.
//
// Usage: pnpm build && node bench/generate-assets.mjs --assets 100000 --rights 1000000 [--seed 11]
//          [--database-url postgres://…]   (default: the embedded database in --data-dir, ./data)
// Run it while the server is stopped when the database is the embedded one.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { addDays, computeAssetRights, isoDateOfInstant } from "../packages/domain/dist/index.js";
import { loadConfig, openDatabase } from "../packages/server/dist/index.js";
import { createRandom } from "./generate-companies.mjs";

const titleWords = `Spring Drive,Summer Sale,Harvest Table,Winter Light,Open Road,City Lights,Morning Run,
  Family Dinner,Game Day,Back to School,Holiday Magic,Fresh Start,Big Game,Road Trip,Weekend Away,
  Home Stretch,First Bite,Clean Sweep,Coastline,Night Shift,Golden Hour,Snow Day,Lakeside,Fast Lane`
  .split(",")
  .map((word) => word.trim());
const lengths = [":06", ":10", ":15", ":30", ":60"];
const assetTypes = ["video", "video", "video", "audio", "print", "interactive", "other"];
const fileTypes = ["MOV", "MP4", "WAV", "PDF", "HTML", null];
/** [use right type, media type, media sub type or null, cycle length, days in it]. */
export const mediaLines = [
  ["CABLE", "TV", "CABLE - NATIONAL", "13 weeks", 91],
  ["WILDSPOT", "TV", "WILDSPOT - NY", "13 weeks", 91],
  ["INTERNET", "DIGITAL", null, "1 year", 365],
  ["RADIO", "AUDIO/RADIO", null, "13 weeks", 91],
  ["PRINT", "PRINT", null, "1 year", 365],
  ["OUT OF HOME", "OUT OF HOME", null, "26 weeks", 182],
];

/** An 11-character Ad-ID no real code uses: prefix "BN" + two letters, then seven digits. */
export function benchAdId(index) {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const block = Math.floor(index / 10_000_000);
  const prefix = `BN${letters[Math.floor(block / letters.length) % letters.length]}${letters[block % letters.length]}`;
  return `${prefix}${String(index % 10_000_000).padStart(7, "0")}`;
}

/** One asset and its use rights; `nextRightId` hands out use right ids (the domain names rights UR-<id>). */
function generateAsset(random, index, id, rightCount, nextRightId, today) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const onAir = random() < 0.6;
  const mpuEnd = onAir
    ? addDays(today, 60 + Math.floor(random() * 840))
    : addDays(today, -1 - Math.floor(random() * 700));
  const asset = {
    id,
    adId: benchAdId(index),
    title: `${pick(titleWords)} ${pick(lengths)} #${index + 1}`,
    assetType: pick(assetTypes),
    fileType: pick(fileTypes),
    expireMpuEndDate: mpuEnd,
  };
  const useRights = Array.from({ length: rightCount }, () => {
    const [useRightType, mediaType, subType, cycleLength, days] = pick(mediaLines);
    const end = onAir
      ? addDays(today, Math.floor(random() * 3 * 365))
      : addDays(today, -1 - Math.floor(random() * 700));
    return {
      id: nextRightId(),
      assetId: id,
      useRightType,
      mediaType,
      subType,
      startCycleDate: addDays(end, 1 - days),
      cycleExpireDate: end,
      cycleLength,
    };
  });
  const rights = computeAssetRights({ ...asset, useRights }, today);
  const createdAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 5 * 365 * 86_400_000));
  return { asset: { ...asset, ...rights, createdAt: createdAt.toISOString() }, useRights };
}

/** Rights per asset: uneven (0 to twice the average), adding up to exactly `rights`. */
function spreadRights(random, assets, rights) {
  const counts = Array.from({ length: assets }, () => random());
  const sum = counts.reduce((total, weight) => total + weight, 0);
  const spread = counts.map((weight) => Math.floor((weight / sum) * rights));
  let missing = rights - spread.reduce((total, count) => total + count, 0);
  for (let index = 0; missing > 0; index = (index + 1) % assets, missing -= 1) spread[index] += 1;
  return spread;
}

const assetColumns = [
  ["id", "int", (row) => row.id],
  ["title", "text", (row) => row.title],
  ["ad_id", "text", (row) => row.adId],
  ["asset_type", "text", (row) => row.assetType],
  ["file_type", "text", (row) => row.fileType],
  ["expire_mpu_end_date", "date", (row) => row.expireMpuEndDate],
  // No cast and no sessions: the typed end is the MPU in force.
  ["mpu_end_date", "date", (row) => row.expireMpuEndDate],
  ["status", "text", (row) => row.status],
  ["status_reason", "text", (row) => row.statusReason],
  ["earliest_expire_date", "date", (row) => row.earliestExpireDate],
  ["earliest_expire_kind", "text", (row) => row.earliestExpireItem?.kind ?? null],
  ["earliest_expire_item_id", "text", (row) => row.earliestExpireItem?.id ?? null],
  ["earliest_expire_label", "text", (row) => row.earliestExpireItem?.label ?? null],
  ["created_at", "timestamptz", (row) => row.createdAt],
  ["updated_at", "timestamptz", (row) => row.createdAt],
];
const rightColumns = [
  ["id", "int", (row) => row.id],
  ["asset_id", "int", (row) => row.assetId],
  ["use_right_type", "text", (row) => row.useRightType],
  ["media_type", "text", (row) => row.mediaType],
  ["media_sub_type", "text", (row) => row.subType],
  ["start_cycle_date", "date", (row) => row.startCycleDate],
  ["cycle_expire_date", "date", (row) => row.cycleExpireDate],
  ["cycle_length", "text", (row) => row.cycleLength],
];

/**
 * One INSERT … SELECT FROM unnest(...) per batch: one array parameter per column, however many
 * rows, so a batch of 50,000 rows costs one statement. `into` and `select` default to the columns.
 */
async function insertRows(client, { table, columns, into, select }, rows) {
  const names = columns.map(([name]) => name).join(", ");
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(", ");
  await client.query(
    `insert into ${table} (${into ?? names}) select ${select ?? names} from unnest(${arrays}) as t(${names})`,
    columns.map(([, , value]) => rows.map(value)),
  );
}

const assetTable = { table: "assets", columns: assetColumns };
/** Sub types are a text[] column: one sub type (or none) per generated right, and a fixed note. */
const rightTable = {
  table: "asset_use_rights",
  columns: rightColumns,
  into: "id, asset_id, use_right_type, media_type, media_sub_types, start_cycle_date, cycle_expire_date, cycle_length, note",
  select:
    "id, asset_id, use_right_type, media_type, " +
    "case when media_sub_type is null then '{}'::text[] else array[media_sub_type] end, " +
    "start_cycle_date, cycle_expire_date, cycle_length, 'Generated for the benchmark'",
};

/**
 * Inserts `assets` generated assets and `rights` use rights through a driver client (PGlite or a
 * `pg` pool: both answer `query(text, values)`), computing each asset's stored status with the
 * domain for `today`; ids follow those already in the tables, and the id sequences are moved past
 * them. Ends with VACUUM ANALYZE, as autovacuum would after a bulk load (PGlite has none).
 */
export async function insertGeneratedAssets(
  client,
  { assets, rights, seed = 11, today = isoDateOfInstant(new Date()), batchSize = 10_000, onProgress },
) {
  const random = createRandom(seed);
  const maxId = async (table) =>
    Number((await client.query(`select coalesce(max(id), 0) as id from ${table}`)).rows[0].id);
  const firstAssetId = (await maxId("assets")) + 1;
  let rightId = await maxId("asset_use_rights");
  const nextRightId = () => (rightId += 1);
  const counts = spreadRights(random, assets, rights);
  const statuses = new Map();
  for (let done = 0; done < assets;) {
    const size = Math.min(batchSize, assets - done);
    const generated = Array.from({ length: size }, (_, offset) => {
      const index = done + offset;
      return generateAsset(random, index, firstAssetId + index, counts[index], nextRightId, today);
    });
    for (const { asset } of generated) statuses.set(asset.status, (statuses.get(asset.status) ?? 0) + 1);
    await insertRows(
      client,
      assetTable,
      generated.map(({ asset }) => asset),
    );
    await insertRows(
      client,
      rightTable,
      generated.flatMap(({ useRights }) => useRights),
    );
    done += size;
    onProgress?.(done, assets);
  }
  for (const table of ["assets", "asset_use_rights"]) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
  await client.query("vacuum analyze assets");
  await client.query("vacuum analyze asset_use_rights");
  return { today, statuses: Object.fromEntries([...statuses].sort(([, a], [, b]) => b - a)) };
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

async function main() {
  const assets = Number(option("assets", "100000"));
  const rights = Number(option("rights", "1000000"));
  for (const [name, value] of [
    ["--assets", assets],
    ["--rights", rights],
  ]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} takes a whole number.`);
  }
  if (assets < 1) throw new Error("--assets takes a positive whole number.");
  const config = loadConfig({
    ...process.env,
    RIGHTSDESK_DATA_DIR: option("data-dir", process.env.RIGHTSDESK_DATA_DIR ?? "./data"),
    DATABASE_URL: option("database-url", process.env.DATABASE_URL),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate(config.migrationsDir);
    const started = performance.now();
    let shown = 0;
    const { statuses } = await insertGeneratedAssets(database.db.$client, {
      assets,
      rights,
      seed: Number(option("seed", "11")),
      onProgress: (done, total) => {
        if (done - shown >= total / 10 || done === total) {
          shown = done;
          console.log(`  ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} assets`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const where = config.databaseUrl ? "PostgreSQL" : config.dataDir;
    console.log(
      `Inserted ${assets.toLocaleString("en-US")} assets and ${rights.toLocaleString("en-US")} use rights ` +
        `into ${where} in ${seconds.toFixed(1)} s. Statuses: ${JSON.stringify(statuses)}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
