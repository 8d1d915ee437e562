import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

const run = Date.now().toString(36).toUpperCase();
const performer = { firstName: "Nora", lastName: `Vale ${run}` };
const performerName = `${performer.firstName} ${performer.lastName}`;
const contractTitle = `Lakeside principal ${run}`;
const songTitle = `Lakeside Theme ${run}`;

const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /: tabs$|:$/ }).getByRole("link", { name, exact: true });

let reportId = 0;
let contractId = 0;
let contractNumber = "";

test.describe("a completion report names its contracts and elements", () => {
  test.setTimeout(60_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const admin = apiAs(baseURL, userAuthInfo.token);
    const asset = await admin.createAsset({
      body: {
        title: `Lakeside ${run}`,
        adId: `RDCR${run.slice(-7)}`,
        assetType: "video",
        expireMpuEndDate: "2027-12-31",
      },
    });
    const talent = await admin.createPerson({ body: { personName: performer, kinds: ["TALENT"] } });
    const contract = await admin.createContract({
      body: {
        title: contractTitle,
        family: "UNION",
        agreement: "PRINCIPAL COMMERCIAL",
        talentId: talent.id,
        payeeKind: "Talent-Directly",
        union: "SAG AFTRA",
        performerCategory: "PRINCIPAL",
        performanceType: "ON_CAMERA",
        contractDate: "2026-04-01",
        expirationDate: "2027-03-31",
        sessionFeeCents: 82230,
      },
    });
    contractId = contract.id;
    contractNumber = contract.contractNumber;
    await admin.createElement({
      body: {
        title: songTitle,
        elementType: "MUSIC",
        musicOrigin: "LICENSED",
        licenceType: "RIGHTS MANAGED",
      },
    });
    const report = await admin.createCompletionReport({
      body: { name: `Lakeside :30 final ${run}`, assetId: asset.id, productionDate: "2026-05-04" },
    });
    reportId = report.id;
  });

  test("the cast's talent contract and the music are picked by name, and the tables link to them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page.goto(`/#/completion-reports/${reportId}/castList`);

    // The performer first, then their contracts are offered before anyone else's.
    await page.getByRole("button", { name: "Add cast member" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add cast member" });
    await dialog.getByRole("combobox", { name: "Performer", exact: true }).fill(performer.lastName);
    await page
      .getByRole("option", { name: new RegExp(performerName) })
      .first()
      .click();
    await dialog.getByRole("combobox", { name: "Talent contract (optional)" }).click();
    const theirs = page.getByRole("option", { name: `${contractNumber} · ${contractTitle}` });
    await expect(page.getByRole("option").first()).toHaveAccessibleName(new RegExp(contractNumber));
    await expect(theirs).toContainText("This performer's");
    await shoot(page, "completion-report-contract-picker");
    await theirs.click();
    await expect(dialog.getByLabel("Union")).toContainText("SAG-AFTRA");
    await dialog.getByLabel("Union").selectOption("SA");
    await dialog.getByLabel(/Performer category/).selectOption("P");
    await dialog.getByLabel(/On\/off camera/).selectOption("ON_CAMERA");
    await dialog.getByLabel(/^Role/).fill("Swimmer");
    await dialog.getByRole("button", { name: "Add cast member" }).click();
    await expect(dialog).toBeHidden();

    const row = page
      .getByRole("table", { name: "Cast" })
      .getByRole("row", { name: new RegExp(performerName) });
    await expect(row).toContainText("SAG-AFTRA");
    await expect(row).toContainText("Principal");
    const contractLink = row.getByRole("link", { name: `${contractNumber} · ${contractTitle}` });
    await expect(contractLink).toHaveAttribute("href", `#/contracts/${contractId}/contract-view`);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, "completion-report-cast-contract");

    // The music, by title.
    await tab(page, "Elements").click();
    await page.getByRole("button", { name: "Add element" }).first().click();
    const elementDialog = page.getByRole("dialog", { name: "Add element" });
    await elementDialog.getByRole("combobox", { name: "Element" }).fill(songTitle);
    await page
      .getByRole("option", { name: new RegExp(songTitle) })
      .first()
      .click();
    await elementDialog.getByRole("button", { name: "Add element" }).click();
    await expect(elementDialog).toBeHidden();
    await expect(
      page.getByRole("table", { name: "Elements" }).getByRole("link", { name: songTitle }),
    ).toBeVisible();

    // The log names both.
    await tab(page, "Logs").click();
    await expect(page.getByRole("main")).toContainText(
      `Talent contract: ${contractNumber} · ${contractTitle}`,
    );
    await expect(page.getByRole("main")).toContainText(`Element: ${songTitle} (EL-`);
  });
});
