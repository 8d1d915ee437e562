// Measures reports and the dashboard at scale: 100,000 assets with 1,000,000 use rights, on the
// embedded database and, when PostgreSQL is installed, on a throw-away one (as the other benches
// get it: scripts/temp-postgres.mjs).
//
// The rows are written straight in SQL (bench/lib/crowded-library.mjs: the same library every run;
// cycle ends crowd toward today, so about 4 % of all use rights end in the next 30 days).
//
// Then, through the real HTTP API (the built server in its own process, signed in as sysadmin);
// the alert list has a benchmark of its own (bench/alerts.mjs):
//   - the use-rights-expiring report's first page (25 rows, default sort, 30-day window), --runs
//     times after 4 unmeasured: median and p95;
//   - the whole CSV export of that 30-day window, once after one unmeasured: time, rows, bytes;
//   - each widget of the signed-in user's dashboard layout (getDashboardWidget), 10 each after 1.
// The export must hold exactly the report's rows. A call that fails is listed after the figures
// (the others are still measured) and the bench exits with status 1.
//
// Usage: pnpm build && node bench/reports.mjs [--assets 100000] [--rights 1000000] [--runs 20]
import os from "node:os";
import { performance } from "node:perf_hooks";
import { isoDateOfInstant } from "../packages/domain/dist/index.js";
import { onEachDatabase, option, signIn, timeRuns, withLoadedServer } from "./lib/bench-server.mjs";
import { loadCrowdedLibrary } from "./lib/crowded-library.mjs";

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
  const { median, p95 } = await timeRuns(call, { runs, warmup });
  return { rows: rows(answer), median, p95 };
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
  const library = (client) =>
    loadCrowdedLibrary(client, { assets: ASSETS, rights: RIGHTS, today, withinDays: WITHIN_DAYS });
  const options = { prefix: "rightsdesk-bench-reports-", databaseUrl, password: PASSWORD, load: library };
  return withLoadedServer(options, async (server, { counts, loadSeconds }) => {
    console.log(
      `${label}: loaded in ${loadSeconds.toFixed(1)} s: ${JSON.stringify(counts)} (${WITHIN_DAYS}-day window from ${today}).`,
    );
    const api = await signIn(server.url, "sysadmin", PASSWORD);
    const failures = [];
    return { label, loadSeconds, counts, failures, ...(await measureApi(api, failures)) };
  });
}

async function main() {
  const loadBefore = os.loadavg()[0];
  const benchStarted = performance.now();
  const results = await onEachDatabase(benchOn);

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
