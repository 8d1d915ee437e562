// Measures the asset lists' rights questions at scale: 100,000 assets with 1,000,000 use rights
// (bench/generate-assets.mjs; statuses computed by the domain), on the embedded database and, when
// PostgreSQL is installed, on a throw-away one. Two calls, one client, each run --runs times:
//   (a) the earliest expirations: POST /api/v1/Asset/GetBy, first page of 25 sorted by
//       earliestExpireDate, with totalRecords;
//   (b) expiring in 30 days: the same list filtered to earliestExpireDate from today to today + 30.
// Each goes through the API (the server in its own process, signed in) and, beside it, the very
// same SQL — captured from the driver while the server's asset service ran the list — straight
// through the driver. Usage: pnpm build && node bench/asset-rights.mjs [--assets 100000]
//   [--rights 1000000] [--runs 100]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { addDays, isoDateOfInstant } from "../packages/domain/dist/index.js";
import { AssetService } from "../packages/server/dist/modules/asset/asset-service.js";
import { recomputeAssetRulesOnce } from "../packages/server/dist/bootstrap/recompute-asset-rules.js";
import { loadConfig, openPglite, openPostgres, seedDatabase } from "../packages/server/dist/index.js";
import { insertGeneratedAssets } from "./generate-assets.mjs";
import {
  captureSql,
  explain,
  onEachDatabase,
  option,
  signIn,
  spawnServer,
  timeRuns,
} from "./lib/bench-server.mjs";

const ASSETS = Number(option("assets", "100000"));
const RIGHTS = Number(option("rights", "1000000"));
const RUNS = Number(option("runs", "100"));
const PASSWORD = "Bench-Admin-Pass-1";
const today = isoDateOfInstant(new Date());
const LIST_OPTIONS = { archived: false, includeEditVersions: false };
const QUERIES = [
  {
    name: "(a) first 25 by earliest expiry",
    body: { sortField: "earliestExpireDate", pageNumber: 0, pageSize: 25 },
  },
  {
    name: "(b) expiring in 30 days, first 25",
    body: {
      filters: [
        { property: "earliestExpireDate", operator: "gte", value: today },
        { property: "earliestExpireDate", operator: "lte", value: addDays(today, 30) },
      ],
      sortField: "earliestExpireDate",
      pageNumber: 0,
      pageSize: 25,
    },
  },
];

/** Runs `call` RUNS times one after another (after 5 unmeasured); answers median and p99 in ms. */
async function measure(call) {
  const { median, p99 } = await timeRuns(call, { runs: RUNS, warmup: 5 });
  return { median, p99 };
}

/** What one list call sends (the stale-status check, the page, the count), timed straight through the driver. */
async function measureSql(db, query) {
  const service = new AssetService(db);
  const list = () => service.list(query.body, LIST_OPTIONS, new Date());
  const answer = await list();
  const statements = await captureSql(db.$client, /from "assets"/i, list);
  const page = statements.find((statement) => /\blimit\b/i.test(statement.text));
  const plan = page ? await explain(db.$client, page, true) : [];
  const timing = await measure(async () => {
    for (const statement of statements) await db.$client.query(statement.text, statement.values);
  });
  return { answer, statements, plan, timing };
}

async function benchOn(label, { dataDir, databaseUrl }) {
  const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  let open = true;
  try {
    await database.migrate(loadConfig({}).migrationsDir);
    await seedDatabase(database.db, { adminPassword: PASSWORD });
    // The generated assets follow the current rules: no recomputation of each at the server\'s first start.
    await recomputeAssetRulesOnce(database.db, new Date());
    const started = performance.now();
    const { statuses } = await insertGeneratedAssets(database.db.$client, {
      assets: ASSETS,
      rights: RIGHTS,
      today,
    });
    const loadSeconds = (performance.now() - started) / 1000;
    const viaSql = [];
    for (const query of QUERIES) viaSql.push(await measureSql(database.db, query));
    // The embedded database is one process's: close it before the server opens the folder.
    await database.close();
    open = false;

    const server = await spawnServer({
      RIGHTSDESK_DATA_DIR: dataDir,
      RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const rows = [];
    try {
      const api = await signIn(server.url, "sysadmin", PASSWORD);
      for (const [index, query] of QUERIES.entries()) {
        const sql = viaSql[index];
        const call = () => api.listAssets({ query: { includeEditVersion: "false" }, body: query.body });
        const answer = await call();
        if (answer.totalRecords !== sql.answer.totalRecords)
          throw new Error(`${query.name}: the API and the SQL disagree on the total.`);
        // The stored earliest expiration is what the server computes from the rows: check a few.
        for (const record of answer.records.slice(0, 5)) {
          const earliest = await api.getAssetEarliestExpire({ params: { id: record.id } });
          const date = earliest.status === "expires" ? earliest.date : null;
          if (date !== record.earliestExpireDate)
            throw new Error(`${record.adId}: stored ${record.earliestExpireDate}, computed ${date}.`);
        }
        const viaApi = await measure(call);
        rows.push({
          query,
          totalRecords: answer.totalRecords,
          first: answer.records[0],
          sql,
          api: viaApi,
        });
      }
    } finally {
      await server.stop();
    }
    return { label, loadSeconds, statuses, rows };
  } finally {
    if (open) await database.close();
  }
}

/** Runs the bench with a data folder of its own (the embedded database, or a PostgreSQL server's files). */
async function benchInFolder(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-assets-"));
  try {
    return await benchOn(label, { dataDir, databaseUrl });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = os.loadavg()[0];
const benchStarted = performance.now();
const results = await onEachDatabase(benchInFolder);

const count = (value) => value.toLocaleString("en-US");
console.log(
  `\nAsset rights: ${count(ASSETS)} assets, ${count(RIGHTS)} use rights; today ${today}; one client, ` +
    `${RUNS} runs per row after 5 unmeasured; ${os.cpus().length} cores (load average ` +
    `${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after: other work on the machine skews the figures); ` +
    `${((performance.now() - benchStarted) / 1000).toFixed(0)} s in all.\n`,
);
for (const result of results) {
  console.log(
    `${result.label}: loaded in ${result.loadSeconds.toFixed(1)} s (statuses computed by the domain's ` +
      `computeAssetRights, in JavaScript): ${Object.entries(result.statuses)
        .map(([status, n]) => `${status} ${count(n)}`)
        .join(", ")}.`,
  );
  for (const row of result.rows) {
    const first = row.first
      ? `first ${row.first.adId} on ${row.first.earliestExpireDate} (${row.first.earliestExpireLabel})`
      : "no rows";
    console.log(`  ${row.query.name}: ${count(row.totalRecords)} assets match; ${first}.`);
    console.log(`    Page query plan (EXPLAIN ANALYZE):`);
    for (const line of row.sql.plan) console.log(`      ${line}`);
  }
}
const [sample] = results;
if (sample) {
  console.log("\nSQL of one list call (captured from the driver as the server's asset service ran it):");
  for (const row of sample.rows) {
    console.log(`  ${row.query.name}:`);
    for (const statement of row.sql.statements)
      console.log(`    ${statement.text}\n      parameters: ${JSON.stringify(statement.values)}`);
  }
}
console.log("\n| Database | Query | API median ms | API p99 ms | SQL median ms | SQL p99 ms |");
console.log("|---|---|---:|---:|---:|---:|");
for (const result of results) {
  for (const row of result.rows) {
    const cells = [row.api.median, row.api.p99, row.sql.timing.median, row.sql.timing.p99].map((ms) =>
      ms.toFixed(1),
    );
    console.log(`| ${result.label} | ${row.query.name} | ${cells.join(" | ")} |`);
  }
}
