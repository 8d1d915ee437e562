import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

/*
 * The demo holds two completion reports: the hero spot's "Harvest Crunch :30 final", submitted, and
 * the second spot's draft, still in progress with its gaps. Search finds the first by its spot.
 */
const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

test("global search finds a completion report by its spot's Ad-ID and opens the report", async ({ page }) => {
  await signInToDashboard(page, adminAccount.userName, adminAccount.password);

  await page.keyboard.press("Control+k");
  const search = page.getByRole("dialog", { name: "Search" });
  await search.getByRole("radio", { name: "Completion report" }).click();
  await search
    .getByRole("combobox", { name: "Completion report name, spot title, Ad-ID or cast member" })
    .fill("rdhc2201000");
  const hit = search.getByRole("option", { name: /Harvest Crunch :30 final/ });
  await expect(hit).toBeVisible();
  await shoot(page, "search-completion-report");
  await hit.click();
  await expect(page).toHaveURL(/\/#\/completion-reports\/\d+\/completion-report-profile$/);
});
