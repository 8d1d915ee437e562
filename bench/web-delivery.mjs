// Measures what the browser downloads and when it paints, Lighthouse-style, with Chromium's
// performance timeline: the sign-in page on a first visit, then the dashboard and the companies
// list signed in, each loaded with an empty cache (a first visit) and again with the cache the
// previous load left (hashed assets are kept a year, so only index.html and the API calls go out).
// The built server runs in its own process on a fresh folder with the demo data, serving the built
// web app. Figures are medians of --runs loads.
// Usage: pnpm build && node bench/web-delivery.mjs [--runs 5]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { createApiClient } from "../packages/api-client/dist/index.js";
import { option, percentile, spawnServer } from "./lib/bench-server.mjs";

const RUNS = Number(option("runs", "5"));
const PASSWORD = "Bench-Admin-Pass-1";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "packages/web/dist");

/** The screens measured: where each opens and what shows it is ready. */
const screens = [
  {
    name: "Dashboard",
    hash: "#/dashboard",
    ready: (page) => page.getByRole("heading", { level: 1, name: /^Welcome/ }).waitFor(),
  },
  {
    name: "Companies list",
    hash: "#/companies/all",
    ready: (page) => page.getByRole("row").nth(1).waitFor(),
  },
];

/** Paint times and what went over the wire, read from the page's performance timeline. */
function readTimeline(page) {
  return page.evaluate(async () => {
    // Buffered entries arrive in a task of their own; a page without one leaves LCP empty.
    const largest = [];
    const observer = new PerformanceObserver((list) => largest.push(...list.getEntries()));
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const navigation = performance.getEntriesByType("navigation")[0];
    const resources = performance.getEntriesByType("resource");
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);
    return {
      fcp: paint?.startTime ?? null,
      lcp: largest.at(-1)?.startTime ?? null,
      requests: resources.length + 1,
      fromNetwork: resources.filter((entry) => entry.transferSize > 0).length + 1,
      jsBytes: sum(scripts, "transferSize"),
      jsDecoded: sum(scripts, "decodedBodySize"),
      totalBytes: sum(resources, "transferSize") + (navigation?.transferSize ?? 0),
    };
  });
}

async function load(page, url, ready) {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState("networkidle");
  return readTimeline(page);
}

const median = (rows, key) => {
  const values = rows
    .map((row) => row[key])
    .filter((value) => value !== null)
    .sort((a, b) => a - b);
  return values.length > 0 ? percentile(values, 50) : null;
};

function summarize(label, rows) {
  const keys = ["fcp", "lcp", "jsBytes", "jsDecoded", "totalBytes", "requests", "fromNetwork"];
  return { label, ...Object.fromEntries(keys.map((key) => [key, median(rows, key)])) };
}

async function measure(browser, url) {
  const results = { signIn: [], cold: new Map(), warm: new Map() };
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh context: no cache, no stored session, as on a first visit.
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    results.signIn.push(await load(page, "/", (p) => p.getByLabel("User name").waitFor()));
    await page.getByLabel("User name").fill("sysadmin");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: /^Welcome/ }).waitFor();
    const cdp = await context.newCDPSession(page);
    for (const screen of screens) {
      // Signed in, with an empty cache: the first visit to this screen.
      await cdp.send("Network.clearBrowserCache");
      await page.goto("about:blank");
      const cold = await load(page, `/${screen.hash}`, screen.ready);
      // The same screen again: the hashed assets come from the cache.
      await page.goto("about:blank");
      const warm = await load(page, `/${screen.hash}`, screen.ready);
      results.cold.set(screen.name, [...(results.cold.get(screen.name) ?? []), cold]);
      results.warm.set(screen.name, [...(results.warm.get(screen.name) ?? []), warm]);
    }
    await context.close();
  }
  return [
    summarize("Sign-in page, first visit", results.signIn),
    ...screens.flatMap((screen) => [
      summarize(`${screen.name}, empty cache`, results.cold.get(screen.name)),
      summarize(`${screen.name}, cached`, results.warm.get(screen.name)),
    ]),
  ];
}

if (!fs.existsSync(path.join(webDir, "index.html"))) {
  throw new Error("The web app is not built: run `pnpm build` first.");
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-web-"));
const server = await spawnServer({
  RIGHTSDESK_DATA_DIR: dataDir,
  RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
  RIGHTSDESK_WEB_DIR: webDir,
  RIGHTSDESK_DEMO_DATA: "true",
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
let rows;
try {
  // The root account accepts the terms once, so signing in lands on the dashboard.
  const signedIn = await createApiClient({ baseUrl: server.url }).login({
    body: { userName: "sysadmin", password: PASSWORD },
  });
  const admin = createApiClient({
    baseUrl: server.url,
    getContext: () => ({ token: signedIn.userAuthInfo.token }),
  });
  await admin.acceptTermsAndConditions();
  rows = await measure(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => (bytes === null ? "–" : (bytes / 1024).toFixed(1));
const ms = (value) => (value === null ? "–" : value.toFixed(0));
console.log(
  `\nWeb delivery: the built server with the demo data, Chromium on the same machine (no network ` +
    `throttling), median of ${RUNS} loads, ${os.cpus().length} cores\n`,
);
console.log(
  "| Load | FCP ms | LCP ms | JS transferred KB (unpacked) | All transferred KB | Requests (from network) |",
);
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.label} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${kb(row.jsBytes)} (${kb(row.jsDecoded)}) | ` +
      `${kb(row.totalBytes)} | ${row.requests} (${row.fromNetwork}) |`,
  );
}
