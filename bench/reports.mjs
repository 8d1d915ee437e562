// Measures reports and the dashboard at scale: 100,000 assets with 1,000,000 use rights, on the
// embedded database and, when PostgreSQL is installed, on a throw-away one (as the other benches
// get it: scripts/temp-postgres.mjs).
//
// The rows are written straight in SQL (INSERT … SELECT FROM generate_series, seeded random(), so
// every run loads the same library), then ANALYZE. 60 % of assets are on air (their use rights end
// today or later, up to two years out; ACTIVE), 40 % have lapsed (rights ended in the last two
// years; EXPIRED). Cycle ends crowd toward today (distance = 730 days × u^1.2), as renewals do, so
// about 4 % of all use rights end in the next 30 days. Each asset's stored earliest expiration is
// the first of its MPU and its rights' ends, so no ACTIVE asset is stale and no list recomputes it.
//
// Then, through the real HTTP API (the built server in its own process, signed in as sysadmin):
//   - the use-rights-expiring report's first page (25 rows, default sort, 30-day window), --runs
//     times after 4 unmeasured: median and p95;
//   - the whole CSV export of that 30-day window, once after one unmeasured: time, rows, bytes;
//   - the alert list (all views, 30 days ahead), median and p95 of 10 after 2 unmeasured;
//   - each widget of the signed-in user's dashboard layout (getDashboardWidget), 10 each after 1.
// The export must hold exactly the report's rows. A call that fails is listed after the figures
// (the others are still measured) and the bench exits with status 1.
//
// Usage: pnpm build && node bench/reports.mjs [--assets 100000] [--rights 1000000] [--runs 20]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { addDays, isoDateOfInstant } from "../packages/domain/dist/index.js";
import { recomputeAssetRulesOnce } from "../packages/server/dist/bootstrap/recompute-asset-rules.js";
import { loadConfig, openPglite, openPostgres, seedDatabase } from "../packages/server/dist/index.js";
import { startTempPostgres } from "../scripts/temp-postgres.mjs";
import { option, percentile, signIn, spawnServer } from "./lib/bench-server.mjs";

const ASSETS = Number(option("assets", "100000"));
const RIGHTS = Number(option("rights", "1000000"));
const RUNS = Number(option("runs", "20"));
const WIDGET_RUNS = 10;
const WITHIN_DAYS = 30;
const PASSWORD = "Bench-Admin-Pass-1";
const REPORT = "use-rights-expiring";
const today = isoDateOfInstant(new Date());

for (const [name, value] of [
  ["--assets", ASSETS],
  ["--rights", RIGHTS],
  ["--runs", RUNS],
]) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} takes a positive whole number.`);
}

const titleWords = [
  "Spring Drive",
  "Summer Sale",
  "Harvest Table",
  "Winter Light",
  "Open Road",
  "City Lights",
  "Morning Run",
  "Family Dinner",
  "Game Day",
  "Back to School",
  "Holiday Magic",
  "Fresh Start",
];
const sqlText = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
/** Six common media lines: use right type, media type, sub type, cycle length, days in a cycle. */
const mediaLines = [
  ["CABLE", "TV", "CABLE - NATIONAL", "13 weeks", 91],
  ["WILDSPOT", "TV", "WILDSPOT - NY", "13 weeks", 91],
  ["INTERNET", "DIGITAL", null, "1 year", 365],
  ["RADIO", "AUDIO/RADIO", null, "13 weeks", 91],
  ["PRINT", "PRINT", null, "1 year", 365],
  ["OUT OF HOME", "OUT OF HOME", null, "26 weeks", 182],
];
const column = (index) => mediaLines.map((line) => line[index]);

/** The library in three statements; an asset is on air when its number mod 5 is below 3. */
async function loadLibrary(client) {
  const first = async (table) =>
    Number((await client.query(`select coalesce(max(id), 0) + 1 as id from ${table}`)).rows[0].id);
  const firstAsset = await first("assets");
  await client.query("select setseed(0.11)");
  await client.query(
    `insert into assets (id, title, ad_id, asset_type, file_type, expire_mpu_end_date, status, status_reason)
     select $1::int + g,
       (${sqlText(titleWords)})[1 + g % ${titleWords.length}] || ' ' || (array[':15', ':30', ':60'])[1 + g % 3] || ' #' || (g + 1),
       'BNBK' || lpad(g::text, 7, '0'),
       (array['video', 'video', 'video', 'audio', 'print', 'interactive'])[1 + g % 6],
       'MP4',
       case when g % 5 < 3 then $2::date + 60 + floor(random() * 840)::int
            else $2::date - 1 - floor(random() * 700)::int end,
       case when g % 5 < 3 then 'ACTIVE' else 'EXPIRED' end,
       'Generated for the benchmark'
     from generate_series(0, $3::int - 1) g`,
    [firstAsset, today, ASSETS],
  );
  await client.query(
    `insert into asset_use_rights
       (asset_id, use_right_type, media_type, media_sub_types, start_cycle_date, cycle_expire_date, cycle_length, note)
     select $1::int + r.a,
       (${sqlText(column(0))})[r.m],
       (${sqlText(column(1))})[r.m],
       case r.m when 1 then array['CABLE - NATIONAL'] when 2 then array['WILDSPOT - NY'] else '{}'::text[] end,
       r.e - ((array[${column(4).join(", ")}])[r.m] - 1),
       r.e,
       (${sqlText(column(3))})[r.m],
       'Generated for the benchmark'
     from (
       select g % $2::int as a,
         1 + floor(random() * 6)::int as m,
         case when (g % $2::int) % 5 < 3 then $3::date + floor(730 * power(random(), 1.2))::int
              else $3::date - 1 - floor(729 * power(random(), 1.2))::int end as e
       from generate_series(0, $4::int - 1) g
     ) r`,
    [firstAsset, ASSETS, today, RIGHTS],
  );
  await client.query(
    `update assets a
       set earliest_expire_date = least(a.expire_mpu_end_date, r.first_end),
           earliest_expire_kind = case when r.first_end < a.expire_mpu_end_date then 'useRight' else 'assetMpu' end,
           earliest_expire_label = case when r.first_end < a.expire_mpu_end_date then 'Use right' else 'Asset MPU' end
     from (select asset_id, min(cycle_expire_date) as first_end from asset_use_rights group by asset_id) r
     where r.asset_id = a.id and a.id >= $1::int`,
    [firstAsset],
  );
  await client.query(`select setval(pg_get_serial_sequence('assets', 'id'), (select max(id) from assets))`);
  await client.query("vacuum analyze assets");
  await client.query("vacuum analyze asset_use_rights");
  const count = async (text, values = []) => Number((await client.query(text, values)).rows[0].n);
  return {
    assets: await count("select count(*) as n from assets"),
    rights: await count("select count(*) as n from asset_use_rights"),
    inWindow: await count(
      "select count(*) as n from asset_use_rights where cycle_expire_date between $1::date and $2::date",
      [today, addDays(today, WITHIN_DAYS)],
    ),
  };
}

/** Runs `call` `runs` times one after another (after `warmup` unmeasured); answers the sorted latencies in ms. */
async function time(call, runs, warmup) {
  for (let i = 0; i < warmup; i += 1) await call();
  const latencies = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    latencies.push(performance.now() - t0);
  }
  return latencies.sort((a, b) => a - b);
}

/** The figures of one call, or why it failed: a failed call is reported and the bench ends non-zero. */
async function attempt(failures, label, measure) {
  try {
    return await measure();
  } catch (error) {
    failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Median and p95 of `runs` calls after `warmup`; `rows` reads the count off the first answer. */
async function timed(call, runs, warmup, rows) {
  const answer = await call();
  const times = await time(call, runs, warmup);
  return { rows: rows(answer), median: percentile(times, 50), p95: percentile(times, 95) };
}

async function measureApi(api, failures) {
  const calls = [];
  const runBody = { query: { pageNumber: 0, pageSize: 25 }, withinDays: WITHIN_DAYS };
  const runPage = () => api.runReport({ params: { reportType: REPORT }, body: runBody });
  const page = await attempt(failures, "runReport", async () => {
    const answer = await runPage();
    if (answer.records.length !== Math.min(25, answer.totalRecords))
      throw new Error(`The first page held ${answer.records.length} rows of ${answer.totalRecords}.`);
    return answer;
  });
  calls.push({
    call: `${REPORT}, first page of 25 (${RUNS} runs)`,
    figures:
      page && (await attempt(failures, "runReport", () => timed(runPage, RUNS, 3, (a) => a.totalRecords))),
  });

  const csv = await attempt(failures, "exportReport csv", async () => {
    const body = { query: {}, withinDays: WITHIN_DAYS, format: "csv" };
    const exportCall = () => api.exportReport({ params: { reportType: REPORT }, body });
    await exportCall();
    const t0 = performance.now();
    const file = await exportCall();
    const bytes = Buffer.from(await file.blob.arrayBuffer());
    const ms = performance.now() - t0;
    const rows =
      bytes
        .toString("utf8")
        .split("\r\n")
        .filter((line) => line !== "").length - 1;
    if (page && rows !== page.totalRecords)
      throw new Error(`The CSV export held ${rows} rows, the report ${page.totalRecords}.`);
    return { ms, rows, bytes: bytes.length };
  });

  const alertBody = { view: "all", withinDays: WITHIN_DAYS };
  calls.push({
    call: `listAlerts all, ${WITHIN_DAYS} days (${WIDGET_RUNS} runs)`,
    figures: await attempt(failures, "listAlerts", () =>
      timed(
        () => api.listAlerts({ body: alertBody }),
        WIDGET_RUNS,
        1,
        (a) => a.alerts.length,
      ),
    ),
  });

  const layout = await attempt(failures, "getDashboardLayout", () => api.getDashboardLayout());
  for (const { key } of layout?.widgets ?? []) {
    calls.push({
      call: `widget ${key} (${WIDGET_RUNS} runs)`,
      figures: await attempt(failures, `getDashboardWidget ${key}`, () =>
        timed(
          () => api.getDashboardWidget({ params: { widget: key } }),
          WIDGET_RUNS,
          0,
          (a) => a.total,
        ),
      ),
    });
  }
  return { first: page?.records[0] ?? null, calls, csv };
}

async function benchOn(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-reports-"));
  try {
    const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
    let counts;
    const started = performance.now();
    try {
      await database.migrate(loadConfig({}).migrationsDir);
      await seedDatabase(database.db, { adminPassword: PASSWORD });
      // The generated assets follow the current rules: no recomputation of each at the server\'s first start.
      await recomputeAssetRulesOnce(database.db, new Date());
      counts = await loadLibrary(database.db.$client);
    } finally {
      // The embedded database is one process's: close it before the server opens the folder.
      await database.close();
    }
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(
      `${label}: loaded in ${loadSeconds.toFixed(1)} s: ${JSON.stringify(counts)} (${WITHIN_DAYS}-day window from ${today}).`,
    );
    const server = await spawnServer({
      RIGHTSDESK_DATA_DIR: dataDir,
      RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      const api = await signIn(server.url, "sysadmin", PASSWORD);
      const failures = [];
      return { label, loadSeconds, counts, failures, ...(await measureApi(api, failures)) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const loadBefore = os.loadavg()[0];
  const benchStarted = performance.now();
  const results = [await benchOn("PGlite")];
  const postgres = await startTempPostgres().catch(() => null);
  if (postgres) {
    try {
      const version = /\d+\.\d+/.exec(postgres.version)?.[0] ?? "";
      results.push(await benchOn(`PostgreSQL ${version}`, postgres.url));
    } finally {
      postgres.stop();
    }
  } else {
    console.log("PostgreSQL is not installed: only the embedded database was measured.");
  }

  const count = (value) => value.toLocaleString("en-US");
  const ms = (value) => value.toFixed(1);
  console.log(
    `\nReports and dashboard: ${count(ASSETS)} assets, ${count(RIGHTS)} use rights; today ${today}; one client; ` +
      `the built server in its own process; ${os.cpus().length} cores (load average ${loadBefore.toFixed(1)} before, ` +
      `${os.loadavg()[0].toFixed(1)} after: other work on the machine skews the figures); ` +
      `${((performance.now() - benchStarted) / 1000).toFixed(0)} s in all.\n`,
  );
  for (const r of results) {
    const first = r.first ? `first row ${r.first.adId}, cycle ends ${r.first.cycleExpireDate}` : "no rows";
    console.log(
      `${r.label}: loaded in ${r.loadSeconds.toFixed(1)} s (migrate, seed, SQL inserts, VACUUM ANALYZE): ` +
        `${count(r.counts.assets)} assets, ${count(r.counts.rights)} use rights, ${count(r.counts.inWindow)} ending ` +
        `in the next ${WITHIN_DAYS} days (${((100 * r.counts.inWindow) / r.counts.rights).toFixed(1)} %); ${first}.`,
    );
  }
  console.log(`\n| Database | Call | Rows | Median ms | p95 ms |`);
  console.log("|---|---|---:|---:|---:|");
  for (const r of results) {
    for (const { call, figures } of r.calls) {
      const cells = figures ? [count(figures.rows), ms(figures.median), ms(figures.p95)] : ["failed", "", ""];
      console.log(`| ${r.label} | ${call} | ${cells.join(" | ")} |`);
    }
  }
  console.log(`\n| Database | CSV export, ${WITHIN_DAYS}-day window | Rows | Bytes | ms |`);
  console.log("|---|---|---:|---:|---:|");
  for (const r of results) {
    const cells = r.csv ? [count(r.csv.rows), count(r.csv.bytes), ms(r.csv.ms)] : ["failed", "", ""];
    console.log(`| ${r.label} | ${REPORT} | ${cells.join(" | ")} |`);
  }
  const failures = results.flatMap((r) => r.failures.map((failure) => `${r.label}: ${failure}`));
  if (failures.length > 0) {
    console.log(`\nFailed calls:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
