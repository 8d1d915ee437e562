import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

/*
 * The demo's Rosa Quintero is a SAG-AFTRA principal on a spot whose holding fees are paid through
 * cycle 3; her cycle 4 falls within 90 days. No asset is called "quint", but people are.
 */
const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string, fullPage = false): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const money = /\$[\d,]+\.\d\d|No confirmed rate/;

test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

test("a performer's whole picture, search that points the way, and alerts that count and price", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error("The demo project needs a baseURL.");
  await signInToDashboard(page, adminAccount.userName, adminAccount.password);

  // Searching assets for a person's name says people match, and switches to them.
  await page.keyboard.press("Control+k");
  const search = page.getByRole("dialog", { name: "Search" });
  await expect(search.getByRole("radio", { name: "Asset" })).toBeChecked();
  await search.getByRole("combobox", { name: "Title or Ad-ID" }).fill("quint");
  await expect(search.getByText("No asset matches “quint”")).toBeVisible();
  const hint = search.getByRole("list", { name: "Matches of other types" });
  await expect(hint).toContainText(/\d+ (people match|person matches) “quint”/);
  await shoot(page, "search-other-type");
  await hint.getByRole("button", { name: "Search people" }).click();
  await expect(search.getByRole("radio", { name: "Person" })).toBeChecked();
  await search.getByRole("option", { name: /Rosa Quintero/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Quintero" })).toBeVisible();

  // Her page shows the holding fees due with amounts, her spots, contracts and use rights.
  const picture = page.getByRole("region", { name: "Spots, contracts and fees" });
  const fees = picture.getByRole("region", { name: /Holding fees due/ });
  const fee = fees.getByRole("row").nth(1);
  await expect(fee).toContainText("SAG-AFTRA");
  await expect(fee.getByRole("cell").last()).toContainText(money);
  await expect(fee.getByRole("link")).toHaveAttribute("href", /#\/asset\/\d+\/rights-tracker$/);
  const spots = picture.getByRole("region", { name: /^Spots/ });
  await expect(spots.getByRole("row").nth(1)).toContainText("Baker");
  await expect(spots.getByRole("row").nth(1)).toContainText(/Principal · SAG-AFTRA/);
  await expect(picture.getByRole("region", { name: /^Contracts/ })).toBeVisible();
  await expect(
    picture
      .getByRole("region", { name: /^Use rights/ })
      .getByRole("row")
      .nth(1),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "person-picture", true);

  // Holding fees due within 90 days: each with its amount, the tab counting the rows it shows.
  await page.goto("/#/alert-dashboard/holding-fee?within=90");
  const rows = page.locator("tr[data-alert-key]");
  await expect(rows.first()).toBeVisible();
  const amountHeader = page.getByRole("columnheader", { name: "Amount" });
  await expect(amountHeader).toBeVisible();
  const amountColumn = await page
    .getByRole("columnheader")
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent === "Amount"));
  for (const row of await rows.all()) {
    await expect(row.getByRole("cell").nth(amountColumn)).toContainText(money);
  }
  const tabs = page.getByRole("navigation", { name: "Alert views" });
  const countOf = async () => {
    const label = (await tabs.getByRole("link", { name: /^Holding fees/ }).textContent()) ?? "";
    return Number(/\((\d+)\)/.exec(label)?.[1] ?? 0);
  };
  const before = await rows.count();
  await expect.poll(countOf).toBe(before);
  await shoot(page, "alert-amounts");

  // Marking one to renew reads as English, and the tab's count follows the open rows.
  const first = rows.first();
  const key = (await first.getAttribute("data-alert-key")) ?? "";
  await first.getByRole("button", { name: /^Renew…/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Mark to renew: / });
  await expect(dialog).toContainText("Decides to renew what the alert is about");
  await dialog.getByRole("button", { name: "Mark to renew" }).click();
  await expect(page.getByText(/” is marked to renew\.$/)).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  await expect.poll(countOf).toBe(before - 1);

  // Leave the demo as it was for the journeys after this one.
  const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
  await apiAs(baseURL, userAuthInfo.token).unmarkAlert({ body: { key } });
});
