// Measures bulk contract creation from the terminal: the built CLI's `contracts bulk-create` run
// on a 10,000-row CSV (one row per TALENT person) against the built server in its own process, on
// a fresh embedded database and, when PostgreSQL is installed, on a throw-away one. The people are
// imported first through POST /People/Import (not timed). Timed: the CLI's whole run, wall clock
// (reading and checking the file, every batch, the report); batch latencies come from its
// --report file (first try to answer, retries included).
// Usage: pnpm build && node bench/contracts-bulk.mjs [--rows 10000] [--batch-size 250] [--concurrency 2]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { option, percentile, signIn, spawnServer, onEachDatabase } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cliBin = path.join(root, "packages/cli/dist/bin.js");
const ROWS = Number(option("rows", "10000"));
const BATCH_SIZE = option("batch-size", "250");
const CONCURRENCY = option("concurrency", "2");
const PASSWORD = "Bench-Admin-Pass-1";
const TITLE = "Bench Bulk Spot";
const IMPORT_CHUNK = 5000;

/** Runs the built CLI with its own config folder; answers its exit code, output and wall time. */
function runCli(args, configDir, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cliBin, ...args], {
      env: { ...process.env, RIGHTSDESK_CONFIG_DIR: configDir, CI: "true", ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err, seconds: (performance.now() - started) / 1000 }));
  });
}

/** ROWS TALENT people through the import endpoint, in requests of IMPORT_CHUNK; answers their ids. */
async function seedTalents(api) {
  const ids = [];
  for (let start = 0; start < ROWS; start += IMPORT_CHUNK) {
    const rows = Array.from({ length: Math.min(IMPORT_CHUNK, ROWS - start) }, (_, i) => ({
      personName: { firstName: `Bench${String(start + i).padStart(6, "0")}`, lastName: "Talent" },
      kinds: ["TALENT"],
    }));
    const answer = await api.importPeople({ body: { rows, confirmDuplicates: true } });
    if (!answer.committed)
      throw new Error(`The people import was refused: ${JSON.stringify(answer.rows[0])}`);
    ids.push(...answer.rows.map((row) => row.id));
  }
  return ids;
}

/** The bulk-create command line for the file, the same for the timed run and the rerun. */
function bulkArgs(csv) {
  return [
    "contracts",
    "bulk-create",
    csv,
    "--family",
    "NON UNION",
    "--agreement",
    "CREATOR",
    "--title",
    TITLE,
    "--contract-date",
    "2026-03-02",
    "--session-fee",
    "750",
    "--batch-size",
    BATCH_SIZE,
    "--concurrency",
    CONCURRENCY,
    "--format",
    "json",
  ];
}

async function benchOn(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-contracts-"));
  const server = await spawnServer({
    RIGHTSDESK_DATA_DIR: dataDir,
    RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
    RIGHTSDESK_WEB_DIR: "/nonexistent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const api = await signIn(server.url, "sysadmin", PASSWORD);
    const seedStarted = performance.now();
    const ids = await seedTalents(api);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const csv = path.join(dataDir, "cast.csv");
    fs.writeFileSync(
      csv,
      `key,talent,role\n${ids.map((id, i) => `bench-${i},${id},Role ${i % 7}`).join("\n")}\n`,
    );
    const login = await runCli(["login", "--server", server.url, "--user", "sysadmin"], dataDir, {
      RIGHTSDESK_PASSWORD: PASSWORD,
    });
    if (login.code !== 0) throw new Error(`rightsdesk login failed: ${login.err}`);

    const report = path.join(dataDir, "report.json");
    const run = await runCli([...bulkArgs(csv), "--report", report], dataDir);
    if (run.code !== 0) throw new Error(`bulk-create exited ${run.code}:\n${run.err.slice(-2000)}`);
    const answer = JSON.parse(fs.readFileSync(report, "utf8"));
    const latencies = answer.batches.map((batch) => batch.latencyMs).sort((a, b) => a - b);
    const retries = answer.batches.reduce((sum, batch) => sum + batch.attempts - 1, 0);
    const stored = await api.listContracts({
      body: { filters: [{ property: "title", operator: "eq", value: TITLE }], pageSize: 1 },
    });
    if (stored.totalRecords !== ROWS)
      throw new Error(`${stored.totalRecords} contracts stored, ${ROWS} expected.`);

    // The same file again: every row comes back as existing, nothing is created.
    const rerun = await runCli(bulkArgs(csv), dataDir);
    const again = JSON.parse(rerun.out);
    if (rerun.code !== 0 || again.summary.existing !== ROWS)
      throw new Error(`The rerun did not find every row existing: ${JSON.stringify(again.summary)}`);

    return {
      label,
      seedSeconds,
      seconds: run.seconds,
      perSecond: ROWS / run.seconds,
      batches: latencies.length,
      median: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      retries,
      rerunSeconds: rerun.seconds,
      summary: answer.summary,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(cliBin)) throw new Error("Build first: pnpm build (packages/cli/dist/bin.js is missing).");
const loadBefore = os.loadavg()[0];
const benchStarted = performance.now();
const results = await onEachDatabase(benchOn);

const count = (value) => value.toLocaleString("en-US");
console.log(
  `\nContracts bulk creation: ${count(ROWS)} rows, batches of ${BATCH_SIZE}, ${CONCURRENCY} in flight; ` +
    `the built CLI against the built server (own processes); ${os.cpus().length} cores (load average ` +
    `${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after); ` +
    `${((performance.now() - benchStarted) / 1000).toFixed(0)} s in all.\n`,
);
for (const result of results) {
  console.log(
    `${result.label}: ${count(ROWS)} talents imported in ${result.seedSeconds.toFixed(1)} s (not timed); ` +
      `outcome ${JSON.stringify(result.summary)}; ${result.retries} retries; ` +
      `rerun (every row existing) ${result.rerunSeconds.toFixed(1)} s.`,
  );
}
console.log(
  "\n| Database | Rows | CLI wall s | Contracts/s | Batches | Batch median ms | Batch p99 ms | Rerun s |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.label} | ${count(ROWS)} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(0)} | ${r.batches} | ` +
      `${r.median} | ${r.p99} | ${r.rerunSeconds.toFixed(1)} |`,
  );
}
