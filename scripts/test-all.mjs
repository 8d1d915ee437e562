// Runs every suite — lint, typecheck, unit and property tests, server tests on the embedded
// database and on a throw-away PostgreSQL, and the end-to-end journeys in Chromium — then
// prints each step's wall time and one line "N passed, N failed" summing them all.
//
// The steps run two at a time (one per core of the machine CI runs on; RIGHTSDESK_TEST_LANES
// changes that), longest first; lint runs beside the build, the suites that need it after. Each step's output is kept in
// reports/logs/ and printed whole when the step ends, so two steps never interleave.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTempPostgres } from "./temp-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reportsDir = path.join(root, "reports");
const logsDir = path.join(reportsDir, "logs");
fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(logsDir, { recursive: true });

const lanes = Number(process.env.RIGHTSDESK_TEST_LANES ?? 2);
const started = Date.now();
const results = [];
/** The failing tests by name, printed above the last line so a short excerpt of the run names them. */
const failures = [];
/** Journeys that failed once and passed on their retry: counted as passed, and named. */
const flakes = [];
// The build tools send nothing home and print no notice about it.
const quiet = { TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", FORCE_COLOR: "0" };

const slug = (name) => name.replace(/\W+/g, "-").replace(/^-|-$/g, "");
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs a command with its output in a log file; prints the log when it ends. */
function run(name, command, args, options = {}) {
  const log = path.join(logsDir, `${slug(name)}.log`);
  const out = fs.openSync(log, "w");
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...quiet, ...options.env },
      stdio: ["ignore", out, out],
    });
    child.on("error", (error) => {
      fs.writeSync(out, `\n${error.message}\n`);
    });
    child.on("close", (code) => {
      fs.closeSync(out);
      const ms = Date.now() - begin;
      process.stdout.write(`\n━━ ${name} (${seconds(ms)}, exit ${code})\n`);
      process.stdout.write(fs.readFileSync(log, "utf8"));
      resolve({ status: code ?? 1, ms });
    });
  });
}

/** A check that passes or fails as a whole (lint, typecheck, build). */
async function check(name, command, args) {
  const { status, ms } = await run(name, command, args);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, ms });
  return status === 0;
}

async function vitestSuite(name, pkg, extraArgs = [], env = {}) {
  const output = path.join(reportsDir, `${slug(name)}.json`);
  const { status, ms } = await run(
    name,
    "pnpm",
    [
      "exec",
      "vitest",
      "run",
      ...extraArgs,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
    ],
    { cwd: path.join(root, "packages", pkg), env },
  );
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    passed = report.numPassedTests ?? 0;
    // A file that failed to load has no failing test of its own: count it once.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
    ).length;
    failed = (report.numFailedTests ?? 0) + brokenFiles;
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name ?? "");
      const failing = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      if (file.status === "failed" && failing.length === 0)
        failures.push(`${name}: ${where} (did not load)${why(file.message)}`);
      for (const test of failing)
        failures.push(`${name}: ${where} › ${test.fullName ?? test.title}${why(test.failureMessages?.[0])}`);
    }
  }
  // A run that failed without a failing test (coverage below threshold, crash) still fails.
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, ms });
}

async function playwrightSuite(name) {
  const output = path.join(root, "tests", "e2e", "reports", "results.json");
  fs.rmSync(output, { force: true });
  const { status, ms } = await run(name, "pnpm", [
    "exec",
    "playwright",
    "test",
    "-c",
    "tests/e2e/playwright.config.ts",
  ]);
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    const stats = report.stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
    failures.push(...failedJourneys(report).map((title) => `${name}: ${title}`));
    flakes.push(...failedJourneys(report, "flaky").map((title) => `${name}: ${title}`));
  }
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, ms });
}

/**
 * The first lines of a failure's message, colours stripped and indented under its title, so the
 * end of a red run says why without its logs.
 */
function why(message) {
  if (!message) return "";
  const lines = String(message)
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 6);
  return lines.map((line) => `\n      ${line.slice(0, 200)}`).join("");
}

/** The titles of the journeys a Playwright JSON report gives `status` (unexpected: failed), with the first error. */
function failedJourneys(report, status = "unexpected") {
  const titles = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) {
          const error = test.results?.find((result) => result.error)?.error;
          const where = error?.location
            ? ` at ${path.basename(error.location.file)}:${error.location.line}`
            : "";
          titles.push(
            [...trail, spec.title].join(" › ") + ` (${test.projectName})${where}${why(error?.message)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

/**
 * Runs the steps `lanes` at a time: each free lane takes the first step in the list (the longest
 * first) that can run now. A step that needs the build waits for it; the others (lint, the
 * domain's tests) fill a lane while the build runs.
 */
async function runInLanes(steps) {
  const queue = [...steps];
  let buildDone = false;
  let signalBuild;
  const buildFinished = new Promise((resolve) => (signalBuild = resolve));
  const next = () => {
    const index = queue.findIndex((step) => !step.needsBuild || buildDone);
    return index === -1 ? undefined : queue.splice(index, 1)[0];
  };
  const lane = async () => {
    while (queue.length > 0) {
      const step = next();
      if (!step) {
        await buildFinished;
        continue;
      }
      await step.run();
      if (step.isBuild) {
        buildDone = true;
        signalBuild();
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

let postgres = null;
try {
  postgres = await startTempPostgres();
} catch (error) {
  process.stdout.write(`\nPostgreSQL could not start: ${error.message}\n`);
}
if (postgres) process.stdout.write(`\nPostgreSQL ${postgres.version} on ${postgres.url}\n`);

try {
  let built = false;
  const afterBuild = (run) => ({ needsBuild: true, run });
  const anyTime = (run) => ({ needsBuild: false, run });
  await runInLanes([
    {
      needsBuild: false,
      isBuild: true,
      run: async () => {
        built = await check("build", "pnpm", ["build"]);
      },
    },
    anyTime(() => check("lint", "pnpm", ["lint"])),
    afterBuild(() =>
      built
        ? playwrightSuite("end-to-end in Chromium")
        : results.push({
            name: "end-to-end in Chromium (not run: build failed)",
            passed: 0,
            failed: 1,
            ms: 0,
          }),
    ),
    afterBuild(() => vitestSuite("server on PGlite", "server")),
    afterBuild(() =>
      postgres
        ? vitestSuite("server on PostgreSQL", "server", [], { TEST_DATABASE_URL: postgres.url })
        : results.push({
            name: "server on PostgreSQL (not installed: apt-get install -y postgresql)",
            passed: 0,
            failed: 1,
            ms: 0,
          }),
    ),
    afterBuild(() => check("typecheck", "pnpm", ["typecheck"])),
    // The load bench, bounded: any failed call fails the step (the full run is in the README).
    afterBuild(() =>
      check("load: 20 clients for 10 s on PostgreSQL", "node", [
        "bench/load.mjs",
        ...["--clients", "20", "--seconds", "10", "--warmup", "2"],
        ...["--companies", "5000", "--assets", "2000", "--rights", "20000"],
      ]),
    ),
    afterBuild(() => vitestSuite("cli against a live server", "cli")),
    afterBuild(() => vitestSuite("web", "web", ["--passWithNoTests"])),
    anyTime(() => vitestSuite("domain: unit and property tests with coverage", "domain", ["--coverage"])),
    afterBuild(() => vitestSuite("api-client", "api-client")),
  ]);
} finally {
  postgres?.stop();
}

const width = Math.max(...results.map((result) => result.name.length));
process.stdout.write(`\n━━ Summary (${lanes} at a time, lint beside the build; logs in reports/logs/)\n`);
for (const result of results) {
  process.stdout.write(
    `${result.name.padEnd(width)}  ${String(result.passed).padStart(4)} passed  ${String(result.failed).padStart(3)} failed  ${seconds(result.ms).padStart(6)}\n`,
  );
}
if (flakes.length > 0) {
  process.stdout.write(`\nPassed on a retry (flaky):\n${flakes.map((flake) => `  ${flake}`).join("\n")}\n`);
}
if (failures.length > 0) {
  process.stdout.write(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join("\n")}\n`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
process.stdout.write(
  `${"total wall time".padEnd(width)}  ${" ".repeat(29)}${seconds(Date.now() - started).padStart(6)}\n`,
);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
