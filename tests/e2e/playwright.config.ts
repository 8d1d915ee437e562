import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { adminAccount } from "./support/admin-account.js";
import { e2eServers, type E2eServer } from "./support/servers.js";

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
}
const dataDir = process.env.RIGHTSDESK_E2E_DATA_DIR;

/**
 * One server per set of session timings, each with its own database. The timings reach the
 * browser the way an operator's would: through the server's RIGHTSDESK_SESSION_TIMING (and a
 * short RIGHTSDESK_ACCESS_TOKEN_MINUTES), which GET /Client/Config hands to the web app.
 */
function webServer(server: E2eServer) {
  const serverDataDir = path.join(dataDir, server.name);
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

const { standard, idle, expiring, demo } = e2eServers;

export default defineConfig({
  testDir: here,
  outputDir: path.join(here, "test-results"),
  fullyParallel: false,
  // The journeys share the standard server's data, so they run one at a time; the session
  // projects mostly wait on their own servers' timers, so they run beside them.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.join(here, "reports/results.json") }]],
  use: {
    trace: "retain-on-failure",
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
      name: "chromium",
      workers: 1,
      testMatch: "**/*.spec.ts",
      testIgnore: ["session/**", "demo/**"],
      dependencies: ["setup"],
      use: { baseURL: standard.baseURL },
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
  webServer: [webServer(standard), webServer(idle), webServer(expiring), webServer(demo)],
});
