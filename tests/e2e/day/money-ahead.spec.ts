import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "../support/api.js";
import { shiftServerClock } from "../support/server-clock.js";
import { signInToDashboard } from "../support/session.js";

const run = Date.now().toString(36).toUpperCase();
const source = `Payroll memo ${run}`;
const spotTitle = `Morning Harvest ${run}`;
const performer = { firstName: "Nora", lastName: `Vance ${run}` };

/** A day counted from today, as the API takes it (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

let spotId = 0;

/** The screen at 1440 × 900, kept with the test's output for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
}

/*
 * Money ahead as a user meets it: the rate card lists the shipped rows with no confirmed figure;
 * the user fills one with a performer's figure from a payroll memo and finds it among the figures
 * with its source; the forecast of her spot prices her holding fees with it, and "not renewing"
 * moves them into the saving. The figure is the run's own performer's, so a rerun never overlaps it.
 */
test.describe("money ahead: a figure of one's own where the shipped card has none", () => {
  test.setTimeout(90_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
    // A spot shot two months ago with a union principal on camera: her holding fees fall due ahead.
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const admin = apiAs(baseURL, userAuthInfo.token);
    const nora = await admin.createPerson({ body: { personName: performer, kinds: ["TALENT"] } });
    const spot = await admin.createAsset({
      body: {
        title: spotTitle,
        adId: `RDMA${run.slice(-7)}`,
        assetType: "video",
        lengthSeconds: 30,
        firstAirDate: day(-60),
        expireMpuEndDate: day(720),
        mpuConfirmed: true,
      },
    });
    const cast = await admin.addAssetSectionItem({
      params: { section: "Cast", ownerId: spot.id },
      body: {
        data: {
          personId: nora.id,
          union: "SAG AFTRA",
          performerCategory: "PRINCIPAL",
          performanceType: "ON_CAMERA",
          role: "Orchard keeper",
          sessionDate: day(-60),
        },
      },
    });
    // Her network right is her first 13-week cycle, paid by the session fee; later cycles take holding fees.
    await admin.addAssetUseRight({
      params: { assetId: spot.id },
      body: {
        castItemId: cast.id,
        useRight: {
          useRightType: "Network",
          mediaType: "TV",
          startCycleDate: day(-60),
          cycleExpireDate: day(30),
          cycleLength: "13 weeks",
          note: "Network, first cycle",
        },
      },
    });
    spotId = spot.id;
    await admin.logout();
  });

  test("add a client figure for a row with no confirmed figure, then read the forecast", async ({
    page,
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /^More contracts pages/ })
      .click();
    await page.getByRole("menuitem", { name: "Rate cards" }).click();
    await expect(page).toHaveURL(/#\/rate-cards$/);
    await expect(page.getByRole("heading", { level: 1, name: "Rate cards" })).toBeVisible();

    // The 2025 card's second year has no confirmed on-camera principal fee: Nora's is agreed in her memo.
    const gaps = page.getByRole("table", { name: "Shipped figures with no confirmed amount" });
    await page.getByRole("button", { name: /^Show all \d+/ }).click();
    const gap = gaps
      .getByRole("row")
      .filter({ hasText: "SAG-AFTRA Commercials Contract 2025, year 2" })
      .filter({ hasText: "On-camera principal session fee" });
    await gap.getByRole("button", { name: /^Add client figure/ }).click();

    const dialog = page.getByRole("dialog", { name: "Add client figure" });
    await expect(dialog.getByLabel("Union")).toHaveValue("SAG-AFTRA");
    await expect(dialog.getByLabel("Contract year")).toHaveValue("2025");
    await expect(dialog.getByLabel("Category")).toHaveValue("onCameraPrincipalSession");
    await expect(dialog.getByLabel("Effective from")).toHaveValue("2026-04-01");
    await dialog.getByRole("combobox", { name: /^Performer/ }).fill(performer.lastName);
    await page.getByRole("option", { name: new RegExp(performer.lastName) }).click();
    await dialog.getByLabel("Amount (USD)").fill("1,234.50");
    await dialog.getByLabel("Source").fill(source);
    await shoot(page, "rate-card-add");
    await dialog.getByRole("button", { name: "Add client figure" }).click();
    await expect(dialog).toBeHidden();

    const figures = page.getByRole("table", { name: /Rate card: every figure/ });
    const added = figures.getByRole("row").filter({ hasText: source });
    await expect(added).toHaveCount(1);
    await expect(added.getByText("On-camera principal session fee", { exact: true })).toBeVisible();
    await expect(added.getByText(`${performer.firstName} ${performer.lastName}`)).toBeVisible();
    await expect(added.getByText("$1,234.50")).toBeVisible();
    await expect(added.getByText("Client", { exact: true })).toBeVisible();
    await shoot(page, "rate-cards");

    // "Can it air?" in her second cycle: only once her holding fee is paid, priced by her own figure.
    await page.goto(`/#/asset/${spotId}`);
    await page
      .getByRole("navigation", { name: /: tabs$/ })
      .getByRole("link", { name: "Rights tracker", exact: true })
      .click();
    const panel = page.getByRole("region", { name: "Can it air?" });
    await panel.getByLabel("Air date").fill(day(45));
    await panel.getByLabel("Media type", { exact: true }).selectOption("TV");
    await panel.getByRole("button", { name: "Check" }).click();
    await expect(panel.getByTestId("clearance-verdict")).toHaveText("Cleared if paid");
    await expect(panel.getByRole("status")).toContainText("$1,234.50");
    await expect(panel.getByRole("status")).toContainText(source);

    await page.setViewportSize({ width: 1280, height: 800 });
    // From the keyboard this time: Enter opens the menu, End moves to its last page, Enter follows it.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /^More contracts pages/ })
      .focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Forecast" })).toBeVisible();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/forecast$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forecast" })).toBeVisible();
    await expect(page.getByText("Payments ahead")).toBeVisible();

    // The spot alone: its performer's holding fees, then "not renewing" releases them into the saving.
    await page.goto(`/#/forecast?scope=spots&pick=${spotId}|${encodeURIComponent(spotTitle)}`);
    await expect(page.getByRole("listitem").filter({ hasText: spotTitle })).toBeVisible();
    const payments = page.getByRole("table", { name: /Payments due in the window/ });
    const fees = payments
      .getByRole("row")
      .filter({ hasText: `${performer.firstName} ${performer.lastName}` });
    await expect(fees.first()).toBeVisible();
    // Her own figure prices the fees of the card's second year; the third year's stay missing.
    await expect(fees.filter({ hasText: "$1,234.50" }).first()).toBeVisible();
    await expect(page.getByRole("group", { name: /Payments due per month/ })).toBeVisible();
    await shoot(page, "forecast");

    await fees.filter({ hasText: "$1,234.50" }).first().getByRole("checkbox").check();
    await page.getByRole("button", { name: "Not renewing" }).click();
    const confirm = page.getByRole("dialog", { name: /^Stop renewing 1 item/ });
    await confirm.getByRole("button", { name: "Not renewing" }).click();
    await expect(confirm).toBeHidden();
    const released = page.getByRole("table", { name: /Released payments/ });
    await expect(released.getByRole("row").nth(1)).toBeVisible();
    await expect(released.getByText("Not renewing").first()).toBeVisible();
    await expect(fees).toHaveCount(0);
    await shoot(page, "forecast-released");

    // Released: in use through her paid first cycle, then plain RELEASED once it has ended.
    await page.goto(`/#/asset/${spotId}`);
    await expect(page.getByText("Released (use active)", { exact: true })).toBeVisible();
    try {
      // The server's day moves past her last paid day: a new visit (the old session has run out by
      // the server's clock) finds the spot plainly RELEASED.
      shiftServerClock(baseURL, 35);
      const later = await browser.newContext({ baseURL });
      const visit = await later.newPage();
      await signInToDashboard(visit, adminAccount.userName, adminAccount.password);
      await visit.goto(`/#/asset/${spotId}`);
      await expect(visit.getByText("Released", { exact: true })).toBeVisible();
      await visit.screenshot({ path: test.info().outputPath("asset-released-1440.png"), fullPage: true });
      await later.close();
    } finally {
      shiftServerClock(baseURL, 0);
    }
  });
});
