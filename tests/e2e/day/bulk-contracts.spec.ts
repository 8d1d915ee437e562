import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

const run = Date.now().toString(36).toUpperCase();
const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The talents' table ends the page: its last rows, the counts and the buttons in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("bulk contracts from a CSV file", () => {
  test.setTimeout(90_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("a file with a bad row: the counts agree, the row is fixed in place, and each contract is linked", async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const admin = apiAs(baseURL, userAuthInfo.token);
    const codes: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const person = await admin.createPerson({
        body: {
          personName: { firstName: `Bulk${index}`, lastName: `Talent ${run}` },
          kinds: ["TALENT"],
          dateOfBirth: "1994-01-15",
        },
      });
      codes.push(person.recordId);
    }
    // Four good rows, and a fifth naming a person id nobody has.
    const csv = path.join(os.tmpdir(), `bulk-fix-${run}.csv`);
    await writeFile(
      csv,
      [
        "talent,role,sessionFee",
        ...codes.slice(0, 4).map((code, index) => `${code},Shopper ${index + 1},${500 + index}.00`),
        "999999,Shopper 5,504.00",
      ].join("\n"),
    );
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page.goto("/#/add/bulk-contract");
    const terms = page.getByRole("form", { name: "Shared terms" });
    await terms.getByLabel("Title", { exact: true }).fill(`Influencer push ${run}`);
    await terms.getByLabel("Family").selectOption("NON UNION");
    await terms.getByLabel("Agreement").selectOption("INFLUENCER");
    await terms.getByLabel("Payee").selectOption("Talent-Directly");
    await terms.getByLabel("Performer category").selectOption("PRINCIPAL");
    await terms.getByLabel("On or off camera").selectOption("ON_CAMERA");
    await terms.getByLabel("Contract date").fill("2026-11-01");
    await terms.getByLabel("Expiration date").fill("2027-10-31");
    await page.getByLabel("CSV file").setInputFiles(csv);

    // One count for the summary, the button and the table; the problem names row, column and value.
    const summary = page.getByRole("status").filter({ hasText: "ready" });
    await expect(summary).toContainText("4 ready, 1 with a problem");
    await expect(page.getByRole("button", { name: "Create 4 contracts" })).toBeEnabled();
    await expect(page.getByText("Row 5, Talent: There is no person with id 999999.")).toBeVisible();
    await expect(page.getByText("Ready", { exact: true })).toHaveCount(4);
    await shoot(page, "bulk-contracts-problem");

    // Fixed in place: checked again at once, no new upload.
    await page.getByRole("button", { name: "Fix row 5" }).click();
    const editor = page.getByRole("form", { name: "Edit row 5" });
    await expect(editor.getByLabel("Talent")).toBeFocused();
    await editor.getByLabel("Talent").fill(codes[4] ?? "");
    await editor.getByRole("button", { name: "Apply to row 5" }).click();
    await expect(summary).toHaveText(/^5 ready$/);
    await page.getByRole("button", { name: "Create 5 contracts" }).click();

    // Each row links to its new contract, and the same file is not offered for creation again.
    const created = page.getByRole("status").filter({ hasText: "created" });
    await expect(created).toHaveText(/^5 created$/);
    const links = page.getByRole("link", { name: /^Created CT/ });
    await expect(links).toHaveCount(5);
    await expect(page.getByRole("button", { name: /^Create \d/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Fix row 5" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start another file" })).toBeVisible();
    await shoot(page, "bulk-contracts-created");

    const made = await admin.listContracts({
      body: { pageNumber: 0, pageSize: 25, filters: [{ property: "title", operator: "cn", value: run }] },
    });
    expect(made.totalRecords).toBe(5);
    await links.first().click();
    await expect(page).toHaveURL(/#\/contracts\/\d+/);
    await expect(page.getByText(`Influencer push ${run}`).first()).toBeVisible();
  });
});
