import { statSync } from "node:fs";
import path from "node:path";
import { expect, type Response } from "@playwright/test";
import { test } from "./support/test.js";

/** The most JavaScript the sign-in page may download, compressed (and its gzip copies may weigh). */
const SIGN_IN_SCRIPT_BUDGET_BYTES = 150 * 1024;
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const webDir = path.resolve(import.meta.dirname, "../../packages/web/dist");

const pathOf = (response: Response) => new URL(response.url()).pathname;

test.describe("delivering the web app", () => {
  test("the sign-in page downloads at most 150 KB of JavaScript, each file compressed and kept a year", async ({
    page,
  }) => {
    // Each test has a context of its own: no cache, no stored session, as on a first visit.
    const responses: Response[] = [];
    page.on("response", (response) => responses.push(response));

    await page.goto("/");
    await expect(page).toHaveURL(/\/#\/login(\?.*)?$/);
    await expect(page.getByLabel("User name")).toBeFocused();
    await page.waitForLoadState("networkidle");

    const assets = responses.filter((response) => pathOf(response).startsWith("/assets/"));
    const scripts = assets.filter((response) => pathOf(response).endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect(asset.status(), asset.url()).toBe(200);
      expect(headers["content-encoding"], asset.url()).toMatch(/^(br|gzip)$/);
      expect(headers["cache-control"], asset.url()).toBe(IMMUTABLE_CACHE);
    }
    // Every script the page ran came from the build's hashed assets.
    const otherScripts = responses.filter(
      (response) =>
        response.request().resourceType() === "script" && !pathOf(response).startsWith("/assets/"),
    );
    expect(otherScripts.map((response) => response.url())).toEqual([]);

    // What went over the wire (brotli, as Chromium asks for it first)...
    const sizes = await Promise.all(scripts.map((response) => response.request().sizes()));
    const transferred = sizes.reduce((total, size) => total + size.responseBodySize, 0);
    expect(transferred).toBeGreaterThan(0);
    expect(transferred).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET_BYTES);
    // ...and what a browser that takes only gzip would download for the same files.
    const gzipped = scripts.reduce(
      (total, response) => total + statSync(path.join(webDir, `${pathOf(response)}.gz`)).size,
      0,
    );
    expect(gzipped).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET_BYTES);
  });

  test("index.html is asked for again on every visit", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  });
});
