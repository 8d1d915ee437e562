// Measures the alert list at scale: 100,000 assets with 1,000,000 use rights (the library the
// reports bench loads, bench/lib/crowded-library.mjs: about 4 % of the rights end in the next 30
// days), plus what the other views read — 20,000 union principals on on-air spots, most paid up
// and some cycles behind (holding fees owed), 20,000 talent contracts, 2,000 MSAs, 10,000 elements,
// 300 reminders — and 2,000 use-right alerts marked renew, on the embedded database and on a
// throw-away PostgreSQL (scripts/temp-postgres.mjs), the server in its own process, signed in as
// sysadmin. Through the real HTTP API, each --runs times after 3 unmeasured (median and p95):
//   - the first page of every view (50 rows, open alerts, the preferences' 30 days ahead), as the
//     alert dashboard opens it;
//   - a page deep in the list: the all view after the 20,000th open alert's cursor;
//   - the tabs' counts (POST /Alert/Count) and the calendar's month on screen (POST /Alert/Calendar).
// Then the whole 30-day list, exported by the real CLI (`alerts list --all --within 30 --format
// csv`, pages of 500) into a file: time, rows (checked against the count, every key once), bytes,
// and the resident memory of the CLI and of the server sampled every 50 ms, read at each quarter of
// the rows: flat memory is the same at a quarter as at the end.
//
// Usage: pnpm build && node bench/alerts.mjs [--assets 100000] [--rights 1000000] [--runs 20]
//   [--databases pglite,postgres]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { addDays, alertListViews, isoDateOfInstant } from "../packages/domain/dist/index.js";
import { onEachDatabase, option, signIn, timeRuns, withLoadedServer } from "./lib/bench-server.mjs";
import { loadAlertLibrary } from "./lib/alert-library.mjs";
import { loadCrowdedLibrary } from "./lib/crowded-library.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cliBin = path.join(root, "packages/cli/dist/bin.js");
const ASSETS = Number(option("assets", "100000"));
const RIGHTS = Number(option("rights", "1000000"));
const RUNS = Number(option("runs", "20"));
const DATABASES = option("databases", "pglite,postgres").split(",");
const WITHIN_DAYS = 30;
const DEEP_ROWS = 20_000;
const PASSWORD = "Bench-Admin-Pass-1";
const today = isoDateOfInstant(new Date());

for (const [name, value] of [
  ["--assets", ASSETS],
  ["--rights", RIGHTS],
  ["--runs", RUNS],
]) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} takes a positive whole number.`);
}
if (!fs.existsSync(cliBin)) throw new Error("Build first: pnpm build (packages/cli/dist/bin.js is missing).");

/** Runs `call` RUNS times one after another (after 3 unmeasured); answers median and p95 in ms. */
async function measure(call) {
  const { median, p95 } = await timeRuns(call, { runs: RUNS, warmup: 3 });
  return { median, p95 };
}

/** Resident memory now, in MB, from /proc (Linux); null once the process is gone. */
function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

/** Runs the built CLI with its own config folder; answers its exit status and output. */
function runCli(args, configDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBin, ...args], {
      env: { ...process.env, RIGHTSDESK_CONFIG_DIR: configDir, RIGHTSDESK_PASSWORD: PASSWORD, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

/**
 * The whole 30-day list through the CLI into a file, every row counted as it passes; the CLI's and
 * the server's resident memory sampled every 50 ms and noted at each quarter of `expected` rows.
 */
function exportAll(configDir, file, expected, serverPid) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [cliBin, "alerts", "list", "--all", "--within", String(WITHIN_DAYS), "--format", "csv"],
      {
        env: { ...process.env, RIGHTSDESK_CONFIG_DIR: configDir, CI: "true" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const out = fs.createWriteStream(file);
    const closed = new Promise((done) => out.on("close", done));
    const samples = { cli: [], server: [] };
    const peaks = { cli: 0, server: 0 };
    const sample = () => {
      const cli = residentMb(child.pid);
      const server = residentMb(serverPid);
      if (cli !== null) peaks.cli = Math.max(peaks.cli, cli);
      if (server !== null) peaks.server = Math.max(peaks.server, server);
    };
    const timer = setInterval(sample, 50);
    let lines = 0;
    let quarter = 1;
    let err = "";
    child.stdout.on("data", (chunk) => {
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
      while (quarter <= 4 && lines - 1 >= (quarter * expected) / 4) {
        sample();
        samples.cli.push(peaks.cli);
        samples.server.push(peaks.server);
        quarter += 1;
      }
    });
    child.stdout.pipe(out);
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", async (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await closed;
      resolve({ code, err, seconds, samples, peaks });
    });
  });
}

/** The rows of the exported file: how many, whether each key is there once, and its size. */
function readExport(file) {
  const text = fs.readFileSync(file, "utf8");
  const rows = text
    .split("\r\n")
    .filter((line) => line !== "")
    .slice(1);
  const keys = new Set(rows.map((row) => row.slice(0, row.indexOf(","))));
  return { rows: rows.length, distinct: keys.size, bytes: Buffer.byteLength(text) };
}

async function measureApi(url, configDir, serverPid) {
  const api = await signIn(url, "sysadmin", PASSWORD);
  const open = { states: ["OPEN"] };
  const counts = await api.countAlerts({ body: open });
  const rows = [];
  for (const view of alertListViews) {
    const call = () => api.listAlerts({ body: { view, ...open } });
    const first = await call();
    rows.push({
      call: `first page, ${view}`,
      rows: counts.views[view],
      shown: first.alerts.length,
      ...(await measure(call)),
    });
  }
  // The cursor after the DEEP_ROWS-th open alert of the all view, walked to in pages of 500.
  let after = null;
  for (let read = 0; read < DEEP_ROWS;) {
    const page = await api.listAlerts({ body: { view: "all", ...open, pageSize: 500, after } });
    read += page.alerts.length;
    after = page.nextCursor;
    if (after === null) break;
  }
  if (after !== null) {
    const deep = () => api.listAlerts({ body: { view: "all", ...open, after } });
    rows.push({
      call: `page after row ${DEEP_ROWS.toLocaleString("en-US")}, all`,
      rows: counts.views.all,
      shown: (await deep()).alerts.length,
      ...(await measure(deep)),
    });
  }
  rows.push({
    call: "tab counts (POST /Alert/Count)",
    rows: counts.views.all,
    shown: 7,
    ...(await measure(() => api.countAlerts({ body: open }))),
  });
  const month = today.slice(0, 7);
  const monthStart = `${month}-01`;
  const calendarBody = {
    view: "all",
    ...open,
    from: addDays(monthStart, -new Date(`${monthStart}T00:00:00Z`).getUTCDay()),
    to: addDays(monthStart, 34),
  };
  const calendar = await api.listAlertCalendar({ body: calendarBody });
  rows.push({
    call: "calendar month (POST /Alert/Calendar)",
    rows: calendar.days.reduce((sum, day) => sum + day.count, 0),
    shown: calendar.days.reduce((sum, day) => sum + day.alerts.length, 0),
    ...(await measure(() => api.listAlertCalendar({ body: calendarBody }))),
  });

  const login = await runCli(["login", "--server", url, "--user", "sysadmin"], configDir);
  if (login.code !== 0) throw new Error(`rightsdesk login failed: ${login.err}`);
  const expected = (await api.countAlerts({ body: { withinDays: WITHIN_DAYS } })).views.all;
  const file = path.join(configDir, "alerts.csv");
  const exported = await exportAll(configDir, file, expected, serverPid);
  if (exported.code !== 0) throw new Error(`The export failed: ${exported.err}`);
  const written = readExport(file);
  if (written.rows !== expected || written.distinct !== expected)
    throw new Error(
      `The export held ${written.rows} rows (${written.distinct} keys), the count ${expected}.`,
    );
  return { rows, exported: { ...exported, ...written } };
}

async function benchOn(label, databaseUrl) {
  const library = async (client) => ({
    ...(await loadCrowdedLibrary(client, { assets: ASSETS, rights: RIGHTS, today, withinDays: WITHIN_DAYS })),
    ...(await loadAlertLibrary(client, ASSETS / 100_000, today)),
  });
  const options = { prefix: "rightsdesk-bench-alerts-", databaseUrl, password: PASSWORD, load: library };
  return withLoadedServer(options, async (server, { counts, loadSeconds, dataDir }) => {
    console.log(`${label}: loaded in ${loadSeconds.toFixed(1)} s: ${JSON.stringify(counts)}.`);
    return { label, loadSeconds, counts, ...(await measureApi(server.url, dataDir, server.pid)) };
  });
}

async function main() {
  const loadBefore = os.loadavg()[0];
  const benchStarted = performance.now();
  const results = await onEachDatabase(benchOn, DATABASES);

  const count = (value) => value.toLocaleString("en-US");
  const ms = (value) => value.toFixed(1);
  console.log(
    `\nAlert list: ${count(ASSETS)} assets, ${count(RIGHTS)} use rights; today ${today}; one client; ` +
      `${RUNS} runs per row after 3 unmeasured; the built server in its own process; ${os.cpus().length} cores ` +
      `(load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after: other work on the machine ` +
      `skews the figures); ${((performance.now() - benchStarted) / 1000).toFixed(0)} s in all.\n`,
  );
  console.log("| Database | Call | Rows in view | Rows answered | Median ms | p95 ms |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const r of results) {
    for (const row of r.rows) {
      console.log(
        `| ${r.label} | ${row.call} | ${count(row.rows)} | ${count(row.shown)} | ${ms(row.median)} | ${ms(row.p95)} |`,
      );
    }
  }
  console.log(
    `\n| Database | 30-day export (CLI --all, csv) | Rows | MB | s | CLI MB at ¼, ½, ¾, end | Server MB at ¼, ½, ¾, end |`,
  );
  console.log("|---|---|---:|---:|---:|---|---|");
  for (const r of results) {
    const e = r.exported;
    const mb = (values) => values.map((value) => value.toFixed(0)).join(", ");
    console.log(
      `| ${r.label} | alerts list --all --within 30 | ${count(e.rows)} | ${(e.bytes / 1e6).toFixed(1)} | ` +
        `${e.seconds.toFixed(1)} | ${mb(e.samples.cli)} | ${mb(e.samples.server)} |`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
