import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, settleUser, signInApi, uniqueUserName } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

const run = Date.now().toString(36).toUpperCase();
const assetTitle = `Dockside Dawn ${run}`;
const songTitle = `Dockside Hum ${run}`;
const guaranteeText = `Guaranteed use fee ${run}`;

/** A day counted from today, as the API and the date inputs take it (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`), fullPage: true });
  }
}

let reader = { userName: "", password: "", firstName: "Ada", lastName: `Reader ${run}` };
let assetId = 0;
let contractId = 0;

test.describe("a limited user lands well, and the dashboard stays true", () => {
  test.setTimeout(90_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const admin = apiAs(baseURL, userAuthInfo.token);

    // A spot with a licensed song, and a contract whose first guarantee payment is 20 days late.
    const song = await admin.createElement({
      body: {
        title: songTitle,
        elementType: "MUSIC",
        musicOrigin: "LICENSED",
        licenceType: "RIGHTS MANAGED",
      },
    });
    const asset = await admin.createAsset({
      body: {
        title: assetTitle,
        adId: `RDLU${run.slice(-7)}`,
        assetType: "video",
        expireMpuEndDate: day(400),
      },
    });
    assetId = asset.id;
    await admin.linkAssetElement({ params: { assetId }, body: { elementId: song.id } });
    const talent = await admin.createPerson({
      body: { personName: { firstName: "Marta", lastName: `Keel ${run}` }, kinds: ["TALENT"] },
    });
    const contract = await admin.createContract({
      body: {
        title: `Dockside creator ${run}`,
        family: "NON UNION",
        agreement: "INFLUENCER",
        talentId: talent.id,
        payeeKind: "Talent-Directly",
        performerCategory: "PRINCIPAL",
        performanceType: "ON_CAMERA",
        contractDate: day(-150),
        expirationDate: day(300),
        sessionFeeCents: 250000,
      },
    });
    contractId = contract.id;
    await admin.addContractGuarantee({
      params: { id: contractId },
      body: {
        description: guaranteeText,
        startDate: day(-120),
        termCount: 12,
        termUnit: "MONTHS",
        amountCents: 200000,
        paymentMode: "INSTALLMENT",
        payments: [
          { dueDate: day(-20), amountCents: 100000 },
          { dueDate: day(200), amountCents: 100000 },
        ],
      },
    });

    // A colleague whose role may only read assets.
    const userName = uniqueUserName("asset-reader");
    const role = await admin.mutateRole({
      body: {
        name: `${userName} role`,
        description: "Reads assets, nothing else.",
        moduleAccesses: [
          {
            name: "Asset",
            accessPermission: { canRead: true, canWrite: false, canDelete: false },
            itemAccesses: [],
          },
        ],
      },
    });
    const password = `Temporary-${crypto.randomUUID().slice(0, 8)}`;
    const detail = await admin.mutateUser({
      body: {
        userName,
        firstName: reader.firstName,
        lastName: reader.lastName,
        email: `${userName}@example.com`,
        userType: "PLATFORM USER",
        password,
        profiles: [{ roleId: role.id, elevatedRoleName: null, isDefault: true }],
      },
    });
    reader = await settleUser(baseURL, {
      ...reader,
      userName,
      password,
      email: `${userName}@example.com`,
      detail,
    });
    await admin.logout();
  });

  test("a user who reads only assets lands on their widgets, sees plain text where they may not go, and is told before adding", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToDashboard(page, reader.userName, reader.password);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome, ${reader.firstName} ${reader.lastName}`,
    );
    const unpaid = page.getByRole("region", { name: "Unpaid usage terms" });
    await expect(unpaid).toBeVisible();
    const recent = page.getByRole("region", { name: "Recent additions" });
    await expect(recent.getByRole("link", { name: assetTitle })).toBeVisible();
    await expect(page.getByRole("region", { name: "Assets expiring" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Incomplete items" })).toBeVisible();
    for (const hidden of ["Contracts expiring", "Elements expiring", "Reminders"]) {
      await expect(page.getByRole("region", { name: hidden })).toHaveCount(0);
    }
    await expect(page.getByText(/could not be loaded|Permission denied/)).toHaveCount(0);
    // Each widget is as tall as what it holds, give or take one grid row: no big empty cards. The
    // grid fits a widget to its content once that content has loaded, so each is asked until then.
    for (const widget of await page.locator("section[data-widget]").all()) {
      const slack = () =>
        widget.evaluate((node) => {
          const header = node.querySelector("header");
          const content = node.querySelector(":scope > div > div");
          return (
            node.getBoundingClientRect().height - (header?.offsetHeight ?? 0) - (content?.clientHeight ?? 0)
          );
        });
      await expect.poll(slack).toBeLessThan(40);
    }
    await shoot(page, "dashboard-read-only");

    // The asset's song belongs to Elements, which this role cannot open: its name is plain text.
    await page.setViewportSize({ width: 1280, height: 800 });
    await recent.getByRole("link", { name: assetTitle }).click();
    await page
      .getByRole("navigation", { name: /: tabs$/ })
      .getByRole("link", { name: "Elements", exact: true })
      .click();
    const elements = page.getByRole("table", { name: `Elements of ${assetTitle}` });
    await expect(elements.getByText(songTitle)).toBeVisible();
    await expect(elements.getByRole("link", { name: songTitle })).toHaveCount(0);

    // Adding an asset is refused before anything is typed.
    await page.goto("/#/add/asset");
    await expect(page.getByRole("status").filter({ hasText: "Your role cannot add an asset" })).toContainText(
      "write right on the Asset module",
    );
    const form = page.getByRole("form", { name: "Add asset" });
    await expect(form.getByLabel("Title", { exact: true })).toBeDisabled();
    await expect(form.getByRole("button", { name: "Add asset" })).toBeDisabled();
  });

  test("what is overdue is above the fold, and leaves the dashboard once it is paid", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    const unpaid = page.getByRole("region", { name: "Unpaid usage terms" });
    const late = unpaid.getByRole("listitem").filter({ hasText: guaranteeLine() });
    await expect(late.first()).toContainText("overdue");
    const firstOverdue = unpaid.getByRole("listitem").filter({ hasText: "overdue" }).first();
    await expect(firstOverdue).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(firstOverdue).toBeInViewport({ ratio: 1 });
    await shoot(page, "dashboard");

    // Paying it on the contract's guarantee, then back to the dashboard: the line is gone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await late.first().getByRole("link").click();
    await page
      .getByRole("navigation", { name: /: tabs$/ })
      .getByRole("link", { name: "Guarantees", exact: true })
      .click();
    await page
      .getByRole("row", { name: new RegExp(guaranteeText) })
      .getByRole("button", { name: /^Edit/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Paid on").first().fill(day(-1));
    await dialog.getByRole("button", { name: "Save guarantee" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("region", { name: "Unpaid usage terms" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Unpaid usage terms" })
        .getByRole("listitem")
        .filter({ hasText: guaranteeLine() }),
    ).toHaveCount(0);
  });
});

/** The unpaid-usage-terms line of this run's contract: its talent's name is in the subtitle. */
function guaranteeLine(): string {
  return `Marta Keel ${run}`;
}
