import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { adminAccount } from "./support/admin-account.js";
import { clockShiftFileOf, e2eServers, type E2eServer } from "./support/servers.js";
import { prepareTemplateDataDir } from "./support/template-data.js";

const here = import.meta.dirname;
const repoRoot = path.resolve(here, "../..");
const webDir = path.join(repoRoot, "packages/web/dist");
const serverEntry = path.join(repoRoot, "packages/server/dist/main.js");

for (const [what, file] of [
  ["server", serverEntry],
  ["web app", path.join(webDir, "index.html")],
] as const) {
  if (!existsSync(file))
    throw new Error(`The ${what} is not built (${file} is missing): run \`pnpm build\` first.`);
}

// One fresh database per run, in a folder the next run clears. Workers re-read this file, so the
// folder is made once, by the main process, and handed down through the environment.
if (!process.env.RIGHTSDESK_E2E_DATA_DIR) {
  const dataRoot = path.join(here, ".data");
  rmSync(dataRoot, { recursive: true, force: true });
  process.env.RIGHTSDESK_E2E_DATA_DIR = path.join(dataRoot, `run-${Date.now()}`);
  mkdirSync(process.env.RIGHTSDESK_E2E_DATA_DIR, { recursive: true });
  prepareTemplateDataDir(
    repoRoot,
    path.join(process.env.RIGHTSDESK_E2E_DATA_DIR, "template"),
    adminAccount.password,
  );
}
const dataDir = process.env.RIGHTSDESK_E2E_DATA_DIR;

/**
 * One server per set of session timings, each with its own database. The timings reach the
 * browser the way an operator's would: through the server's RIGHTSDESK_SESSION_TIMING (and a
 * short RIGHTSDESK_ACCESS_TOKEN_MINUTES), which GET /Client/Config hands to the web app.
 */
function webServer(server: E2eServer) {
  const serverDataDir = path.join(dataDir, server.name);
  // Made once, by the main process, before the servers start (workers re-read this file).
  if (!existsSync(serverDataDir)) cpSync(path.join(dataDir, "template"), serverDataDir, { recursive: true });
  return {
    command: "node packages/server/dist/main.js",
    cwd: repoRoot,
    url: `${server.baseURL}/api/v1/Health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(server.port),
      HOST: "127.0.0.1",
      RIGHTSDESK_DATA_DIR: serverDataDir,
      RIGHTSDESK_ADMIN_PASSWORD: adminAccount.password,
      RIGHTSDESK_WEB_DIR: webDir,
      RIGHTSDESK_LOG_LEVEL: "warn",
      RIGHTSDESK_PUBLIC_URL: server.baseURL,
      RIGHTSDESK_OUTBOX_DIR: path.join(serverDataDir, "outbox"),
      // Many journeys sign in from one address; the default limit is for the open internet.
      RIGHTSDESK_SIGNIN_ADDRESS_MAX_FAILURES: "1000",
      // A journey moves the server's day through this file when a status must age (support/server-clock.ts).
      RIGHTSDESK_CLOCK_SHIFT_FILE: clockShiftFileOf(dataDir, server),
      ...server.env,
    },
  };
}

const browser = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  },
};

const { standard, second, idle, expiring, demo } = e2eServers;

/**
 * The journeys in two halves of about equal length, one per server: a journey's data stays on
 * its own server, and files within a half keep running one at a time.
 */
const secondHalf = [
  "companies.spec.ts",
  "assets.spec.ts",
  "two-step.spec.ts",
  "alerts-reports.spec.ts",
  "account-recovery.spec.ts",
  "profile.spec.ts",
  "**/day/bulk-contracts.spec.ts",
  "**/day/contract-day.spec.ts",
];

export default defineConfig({
  testDir: here,
  outputDir: path.join(here, "test-results"),
  fullyParallel: false,
  // Each half of the journeys shares its server's data, so it runs one at a time; the halves and
  // the session projects (which mostly wait on their own servers' timers) run beside each other.
  workers: 5,
  // CI retries a failed journey once, in a fresh worker with fresh names; the run's summary lists
  // every journey that needed it, so a flaky one is seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A guard against a hung journey, not a measure: a loaded machine runs the longest plain ones
  // at several times their usual 10-15 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.join(here, "reports/results.json") }]],
  use: {
    // A trace records the DOM at every step, which makes each journey about 40 % slower; CI keeps
    // the failure's error and screenshot, and a failing journey rerun here keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    ...browser,
  },
  projects: [
    {
      // The root account accepts the terms once, so the sign-in journeys land on the dashboard.
      name: "setup",
      workers: 1,
      testMatch: "**/*.setup.ts",
      use: { baseURL: standard.baseURL },
    },
    {
      name: "setup-second",
      workers: 1,
      testMatch: "**/*.setup.ts",
      use: { baseURL: second.baseURL },
    },
    {
      name: "chromium",
      workers: 1,
      testMatch: "**/*.spec.ts",
      testIgnore: ["session/**", "demo/**", ...secondHalf],
      dependencies: ["setup"],
      use: { baseURL: standard.baseURL },
    },
    {
      name: "chromium-second",
      workers: 1,
      testMatch: secondHalf,
      dependencies: ["setup-second"],
      use: { baseURL: second.baseURL },
    },
    {
      name: "idle",
      workers: 1,
      testMatch: "session/idle.spec.ts",
      use: { baseURL: idle.baseURL },
    },
    {
      name: "expiring",
      workers: 1,
      testMatch: "session/expiring.spec.ts",
      use: { baseURL: expiring.baseURL },
    },
    {
      name: "demo",
      workers: 1,
      testMatch: "demo/*.spec.ts",
      use: { baseURL: demo.baseURL },
    },
  ],
  webServer: [standard, second, idle, expiring, demo].map(webServer),
});
