// Runs every suite — lint, typecheck, unit and property tests, server tests on the embedded
// database and on a throw-away PostgreSQL, and the end-to-end journeys in Chromium — then
// prints one line "N passed, N failed" summing them all.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTempPostgres } from "./temp-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reportsDir = path.join(root, "reports");
fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(reportsDir, { recursive: true });

const results = [];

function run(command, args, options = {}) {
  process.stdout.write(`\n━━ ${options.title ?? `${command} ${args.join(" ")}`}\n`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, FORCE_COLOR: "0", ...options.env },
    stdio: "inherit",
  });
  return result.status ?? 1;
}

/** A check that passes or fails as a whole (lint, typecheck, build). */
function check(name, command, args) {
  const status = run(command, args, { title: name });
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  return status === 0;
}

function vitestSuite(name, pkg, extraArgs = [], env = {}) {
  const output = path.join(reportsDir, `${name.replace(/\W+/g, "-")}.json`);
  const status = run(
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
    {
      cwd: path.join(root, "packages", pkg),
      env,
      title: name,
    },
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
  }
  // A run that failed without a failing test (coverage below threshold, crash) still fails.
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

function playwrightSuite(name) {
  const output = path.join(root, "tests", "e2e", "reports", "results.json");
  fs.rmSync(output, { force: true });
  const status = run("pnpm", ["exec", "playwright", "test", "-c", "tests/e2e/playwright.config.ts"], {
    title: name,
  });
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(output)) {
    const stats = JSON.parse(fs.readFileSync(output, "utf8")).stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
  }
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

const built = check("build", "pnpm", ["build"]);
check("lint", "pnpm", ["lint"]);
check("typecheck", "pnpm", ["typecheck"]);
vitestSuite("domain: unit and property tests with coverage", "domain", ["--coverage"]);
vitestSuite("api-client", "api-client");
vitestSuite("web", "web", ["--passWithNoTests"]);
vitestSuite("cli against a live server", "cli");
vitestSuite("server on PGlite", "server");

let postgres = null;
try {
  postgres = await startTempPostgres();
} catch (error) {
  process.stdout.write(`\nPostgreSQL could not start: ${error.message}\n`);
}
if (postgres) {
  process.stdout.write(`\nPostgreSQL ${postgres.version} on ${postgres.url}\n`);
  try {
    vitestSuite("server on PostgreSQL", "server", [], { TEST_DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
} else {
  process.stdout.write(
    "PostgreSQL is not installed (apt-get install -y postgresql): its suite counts as failed.\n",
  );
  results.push({ name: "server on PostgreSQL", passed: 0, failed: 1 });
}

if (built) playwrightSuite("end-to-end in Chromium");
else results.push({ name: "end-to-end in Chromium (not run: build failed)", passed: 0, failed: 1 });

const width = Math.max(...results.map((result) => result.name.length));
process.stdout.write("\n━━ Summary\n");
for (const result of results) {
  process.stdout.write(
    `${result.name.padEnd(width)}  ${String(result.passed).padStart(4)} passed  ${String(result.failed).padStart(3)} failed\n`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
