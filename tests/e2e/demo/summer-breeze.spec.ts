import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

/*
 * This project's server seeds the demo data on the day it starts. Summer Breeze's two performers
 * share one session 555 days before that day; Jonah Whitaker's holding fees pay through fixed
 * cycle 7, Keiko Lindqvist's only through cycle 6. Cycle n starts 91 × (n − 1) days after the
 * session, so cycle 7 runs from 9 days ago to 81 days ahead: covered for him, owed for her.
 */
function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;
const cycle7Start = day(-9);
const cycle6End = day(-10);
const airDate = day(24);

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /: tabs$/ }).getByRole("link", { name, exact: true });

test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

test("Summer Breeze: every screen says Keiko Lindqvist's cycle 7 is owed, and the spot clears only if it is paid", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error("The demo project needs a baseURL.");
  const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
  const api = apiAs(baseURL, userAuthInfo.token);
  const assets = await api.listAssets({
    query: { includeEditVersion: "false" },
    body: { filters: [{ property: "adId", operator: "eq", value: "RDSB2505000" }] },
  });
  const breeze = assets.records[0];
  if (!breeze) throw new Error("The demo has Summer Breeze.");

  await signInToDashboard(page, adminAccount.userName, adminAccount.password);
  await page.goto(`/#/asset/${breeze.id}`);
  await tab(page, "Rights tracker").click();

  // The performers' cycles: Jonah paid through cycle 7, Keiko through cycle 6 with cycle 7 overdue.
  const cycles = page.getByRole("region", { name: "Performers' cycles" });
  const keiko = cycles.getByRole("row", { name: /Keiko Lindqvist/ });
  await expect(keiko).toContainText(`Cycle 7: ${shown(cycle7Start)}`);
  await expect(keiko).toContainText("Unpaid");
  await expect(keiko).toContainText(shown(cycle6End));
  await expect(keiko).toContainText(`Cycle 7, due ${shown(cycle7Start)}`);
  await expect(keiko).toContainText("Overdue");
  const jonah = cycles.getByRole("row", { name: /Jonah Whitaker/ });
  await expect(jonah).toContainText("Paid by holding fee");
  await expect(jonah).toContainText("Nothing");

  // "Can it air?" on a day in cycle 7, on TV: only if Keiko's holding fee is paid, and it says so.
  const panel = page.getByRole("region", { name: "Can it air?" });
  await panel.getByLabel("Air date").fill(airDate);
  await panel.getByLabel("Media type", { exact: true }).selectOption("TV");
  await panel.getByRole("button", { name: "Check" }).click();
  await expect(panel.getByTestId("clearance-verdict")).toHaveText("Cleared if paid");
  await expect(panel.getByRole("status")).toContainText("Keiko Lindqvist: cycle 7");
  await expect(panel.getByRole("status")).not.toContainText("Covered by");
  await page.screenshot({ path: test.info().outputPath("summer-breeze-rights-tracker.png"), fullPage: true });

  // Paying Keiko's cycle 7 is recorded as her right for that cycle: the dialog offers her fixed
  // cycles, so the dates are the rule's.
  await page.getByRole("button", { name: "Add use right" }).click();
  const dialog = page.getByRole("dialog", { name: "Add use right" });
  await dialog.getByLabel("Cast member (optional)").selectOption({ label: "Keiko Lindqvist" });
  const fixedCycle = dialog.getByLabel("Fixed cycle");
  await expect(fixedCycle.locator('option[value="7"]')).toHaveText(
    new RegExp(`^Cycle 7: ${shown(cycle7Start)}`),
  );
  await fixedCycle.selectOption("7");
  await expect(dialog.getByLabel("Cycle start")).toHaveValue(cycle7Start);
  await page.screenshot({ path: test.info().outputPath("summer-breeze-use-right.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The alert list names the same fee on the same day.
  await page.goto("/#/alert-dashboard/all");
  const fee = page.locator(`[data-alert-key^="HOLDING_FEE:cast:"][data-alert-key$=":${cycle7Start}"]`);
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText("Keiko Lindqvist");
});
