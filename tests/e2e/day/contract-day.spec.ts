import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

const run = Date.now().toString(36).toUpperCase();
const adId = `RDCD${run.slice(-7)}`;
const talent = { first: "Nora", last: `Vale${run}` };
const talentName = `${talent.first} ${talent.last}`;
const templateName = `Principal with signatures ${run}`;

const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string, fullPage = false): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const text = (value: string) => ({ type: "text" as const, text: value });

test.describe("a contract's day: fees in words, a finished PDF, links that stay true", () => {
  test.setTimeout(120_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const admin = apiAs(baseURL, userAuthInfo.token);
    await admin.createPerson({
      body: {
        personName: { firstName: talent.first, lastName: talent.last },
        kinds: ["TALENT"],
        dateOfBirth: "1990-03-02",
      },
    });
    await admin.createAsset({
      body: {
        adId,
        title: `Orchard Morning ${run}`,
        assetType: "video",
        fileType: "MOV",
        expireMpuEndDate: "2028-12-31",
      },
    });
    await admin.createContractTemplate({
      body: {
        name: templateName,
        family: "UNION",
        agreement: "PRINCIPAL COMMERCIAL",
        parts: [
          {
            partType: "Header",
            kind: "F",
            content: {
              type: "doc",
              content: [
                { type: "heading", attrs: { level: 1 }, content: [text("{{contractTitle}}")] },
                { type: "paragraph", content: [text("{{talentName}} plays {{role}} under {{union}}.")] },
              ],
            },
          },
          {
            partType: "Footer",
            kind: "F",
            content: {
              type: "doc",
              content: [
                { type: "heading", attrs: { level: 3 }, content: [text("Agreed and accepted")] },
                { type: "paragraph", content: [text("Talent signature: ____________   Date: ______")] },
              ],
            },
          },
        ],
      },
    });
  });

  test("an unconfirmed fee read as a sentence and used as an estimate; a PDF asked for and linked; a list that fits", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    // A quick contract dated 2027: the fee proposal says in words that no rate is confirmed yet.
    await page.goto("/#/add/quick-contract");
    await expect(page.getByText(/Union family, principal commercial agreement/)).toBeVisible();
    await page.getByRole("combobox", { name: "Talent", exact: true }).fill(talent.last);
    await page
      .getByRole("option", { name: new RegExp(talentName) })
      .first()
      .click();
    await page.getByLabel("Contract date").fill("2027-05-01");
    await page.getByLabel("Expiration date").fill("2028-03-31");
    const proposal = page.getByRole("status").filter({ hasText: "No confirmed SAG-AFTRA session fee" });
    await expect(proposal).toContainText(
      "No confirmed SAG-AFTRA session fee for 2027 yet: the last confirmed figure is $822.30 for 2025–2026",
    );
    // Nothing is filled until the estimate is chosen.
    await expect(page.getByLabel("Session fee ($)")).toHaveValue("");
    await shoot(page, "fee-proposal-sentence");
    await page.getByRole("button", { name: "Use $880.85 as estimate" }).click();
    await expect(page.getByLabel("Session fee ($)")).toHaveValue("880.85");
    await expect(page.getByText("estimate", { exact: true }).first()).toBeVisible();
    await page.getByLabel("Template (optional)").selectOption({ label: templateName });
    await page.getByRole("combobox", { name: "Asset to link (optional)" }).fill(adId);
    await page
      .getByRole("option", { name: new RegExp(adId) })
      .first()
      .click();
    await page.getByRole("button", { name: "Create contract" }).click();

    // The contract page: the estimate is marked, and the linked commercial is not asked for again.
    await expect(page.getByRole("heading", { name: `${talentName} – Principal` })).toBeVisible();
    await expect(page.getByText("Link the commercial the contract is for.")).toHaveCount(0);
    await expect(page.getByText("estimate", { exact: true }).first()).toBeVisible();
    await shoot(page, "contract-page-estimate", true);

    // Create PDF asks first, then links to the file and to the documents.
    await page.getByRole("button", { name: "Create PDF" }).click();
    await page.getByRole("button", { name: "Create the PDF" }).click();
    await expect(page.getByText("PDF created")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the PDF" })).toHaveAttribute("href", /^blob:/);
    await page.getByRole("link", { name: "See the documents" }).click();
    await expect(page.getByText(/\.pdf|CONTRACTS|Contracts/).first()).toBeVisible();

    // The contracts list at 1280 px keeps status, dates and fee in view.
    await page.goto("/#/contracts/all");
    const table = page.getByRole("table");
    for (const heading of ["Status", "Contract date", "Expiration", "Session fee"]) {
      await expect(table.getByRole("columnheader", { name: new RegExp(heading) }).first()).toBeInViewport();
    }
    await expect(page.getByRole("button", { name: /Columns/ })).toContainText("hidden");
    await shoot(page, "contracts-list");
  });
});
