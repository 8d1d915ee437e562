import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { adminAccount } from "./support/admin-account.js";

const here = import.meta.dirname;
const repoRoot = path.resolve(here, "../..");
const port = 3100;
const baseURL = `http://127.0.0.1:${port}`;
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

export default defineConfig({
  testDir: here,
  testMatch: "**/*.spec.ts",
  outputDir: path.join(here, "test-results"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.join(here, "reports/results.json") }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node packages/server/dist/main.js",
    cwd: repoRoot,
    url: `${baseURL}/api/v1/Health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      RIGHTSDESK_DATA_DIR: dataDir,
      RIGHTSDESK_ADMIN_PASSWORD: adminAccount.password,
      RIGHTSDESK_WEB_DIR: webDir,
      RIGHTSDESK_LOG_LEVEL: "warn",
    },
  },
});
