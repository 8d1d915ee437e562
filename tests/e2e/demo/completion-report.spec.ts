import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

/*
 * The demo's Winter Glow :60 (RDWG2410000) was shot on 2024-09-17 with Walter Greene, a SAG-AFTRA
 * principal, and airs on cable; it has no talent contract and no completion report yet. Rosa
 * Quintero, a SAG-AFTRA principal of the demo, has contracts for other spots only. Golden Fields is
 * licensed music for TV and digital.
 */
const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

async function shoot(page: Page, screen: string, fullPage = false): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  // The screen as it settles: the last action's toast gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

/** A quick union contract for the performer on Winter Glow, through its form. */
async function addQuickContract(page: Page, performer: string): Promise<void> {
  await page.goto("/#/add/quick-contract");
  await page
    .getByRole("combobox", { name: "Talent", exact: true })
    .fill(performer.split(" ")[1] ?? performer);
  await page
    .getByRole("option", { name: new RegExp(performer) })
    .first()
    .click();
  await page.getByLabel("Contract date").fill("2024-09-17");
  await page.getByLabel("Expiration date").fill("2026-09-16");
  await page.getByLabel("Session fee ($)").fill("783.75");
  await page.getByRole("combobox", { name: "Asset to link (optional)" }).fill("RDWG2410000");
  await page
    .getByRole("option", { name: /RDWG2410000/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Create contract" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(performer) })).toBeVisible();
}

/** A tab of the record page open now. */
function tab(page: Page, name: string) {
  return page.getByRole("navigation", { name: /: tabs$/ }).getByRole("link", { name, exact: true });
}

/** Adds a performer to the report's cast list through its dialog. */
async function addCast(
  page: Page,
  performer: string,
  values: { role: string; scale: string; contract?: RegExp },
): Promise<void> {
  await page.getByRole("button", { name: "Add cast member" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("combobox", { name: "Performer", exact: true })
    .fill(performer.split(" ")[0] ?? performer);
  await dialog
    .getByRole("option", { name: new RegExp(performer) })
    .first()
    .click();
  if (values.contract) {
    await dialog.getByRole("combobox", { name: /Talent contract/ }).fill("");
    await dialog.getByRole("option", { name: values.contract }).first().click();
  }
  await dialog.getByLabel("Union").selectOption("SA");
  await dialog.getByLabel(/Performer category/).selectOption("P");
  await dialog.getByLabel(/On\/off camera/).selectOption("ON_CAMERA");
  await dialog.getByLabel(/^Role/).fill(values.role);
  await dialog.getByLabel(/Scale rate/).fill(values.scale);
  await dialog.getByRole("button", { name: "Add cast member" }).click();
  await expect(dialog).toBeHidden();
}

test("a finished spot's completion report: reconciled against its contracts, refused, fixed, submitted onto the spot and revised", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToDashboard(page, adminAccount.userName, adminAccount.password);

  // Walter Greene's contract for Winter Glow exists before the report.
  await addQuickContract(page, "Walter Greene");

  // A report for Winter Glow, started from the spot picker.
  await page.goto("/#/add/completion-report");
  await page.getByLabel("Name").fill("Winter Glow :60 final");
  await page.getByRole("combobox", { name: "Spot" }).fill("RDWG");
  await page
    .getByRole("option", { name: /RDWG2410000/ })
    .first()
    .click();
  await page.getByLabel(/Production date/).fill("2024-09-17");
  await page.getByRole("button", { name: /^Add completion report|^Create/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Winter Glow :60 final" })).toBeVisible();

  // Two performers, one without a contract for this spot, and the music.
  await tab(page, "Cast list").click();
  await addCast(page, "Walter Greene", { role: "Grandfather", scale: "783.75", contract: /Walter Greene/ });
  await addCast(page, "Rosa Quintero", { role: "Neighbour", scale: "783.75" });
  await tab(page, "Elements").click();
  await page.getByRole("button", { name: "Add element" }).first().click();
  const elementDialog = page.getByRole("dialog");
  await elementDialog.getByRole("combobox", { name: "Element" }).fill("Golden");
  await elementDialog
    .getByRole("option", { name: /Golden Fields/ })
    .first()
    .click();
  await elementDialog.getByLabel(/Music terms/).fill("Sync and master, TV and digital, United States");
  await elementDialog.getByRole("button", { name: "Add element" }).click();
  await expect(elementDialog).toBeHidden();

  // The reconciliation names the missing contract, and Submit is refused naming it.
  await tab(page, "Profile").click();
  await expect(page.getByRole("definition").filter({ hasText: /^2$/ })).toBeVisible();
  const reconciliation = page.getByRole("region", { name: "Reconciliation" });
  await expect(reconciliation).toContainText(
    "Rosa Quintero appears in the spot but has no talent contract for it.",
  );
  await expect(reconciliation).not.toContainText("Walter Greene");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Not submitted" });
  await expect(refusal).toContainText("Rosa Quintero appears in the spot but has no talent contract for it.");
  await shoot(page, "completion-report-refused", true);
  const reportUrl = page.url();

  // Her contract, then Submit goes through.
  await addQuickContract(page, "Rosa Quintero");
  await page.goto(reportUrl);
  await expect(reconciliation).toContainText("Nothing stands in the way of Submit");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Submitted", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();

  // The spot's cast list and rights tracker show the report's cast.
  // Once the page shows the submitted report (Revise offered), its spot opens from the header.
  await expect(page.getByRole("button", { name: "Revise" })).toBeVisible();
  await expect(page.getByText("This report is the reference record of its spot")).toBeVisible();
  const spotLink = page.getByRole("link", { name: "Winter Glow :60", exact: true }).first();
  // The submitted banner moves the page as it appears; a click it displaced is made again.
  await expect(async () => {
    await spotLink.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/#\/asset\/\d+\/asset-profile$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Winter Glow :60", exact: true })).toBeVisible();
  await tab(page, "Cast list").click();
  const cast = page.getByRole("table");
  await expect(cast.getByRole("row", { name: /Rosa Quintero/ })).toContainText("Neighbour");
  await expect(cast.getByRole("row", { name: /Walter Greene/ })).toContainText("Grandfather");
  await tab(page, "Rights tracker").click();
  await expect(page.getByRole("main")).toContainText("Rosa Quintero");
  await tab(page, "Completion report").click();
  await expect(page.getByRole("row", { name: /Winter Glow :60 final/ })).toContainText("Submitted");
  await page.goto(reportUrl);

  // Revise one performer: the revise log says what changed.
  await page.getByRole("button", { name: "Revise" }).click();
  await page.getByLabel("Reason (optional)").fill("Rosa's role was renamed in the final cut");
  await page.getByRole("dialog").getByRole("button", { name: "Revise" }).click();
  await expect(page.getByText("Revised", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("This report is the reference record of its spot")).toBeHidden();
  await tab(page, "Cast list").click();
  await page
    .getByRole("row", { name: /Rosa Quintero/ })
    .getByRole("button", { name: /Edit/ })
    .click();
  await page.getByRole("dialog").getByLabel(/^Role/).fill("Next-door neighbour");
  await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
  await tab(page, "Profile").click();
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const log = page.getByRole("region", { name: "Revise log" });
  await expect(log).toContainText("Rosa's role was renamed in the final cut");
  await expect(log).toContainText("Rosa Quintero");
  await expect(log).toContainText("Next-door neighbour");
  await shoot(page, "completion-report-revised", true);
});
