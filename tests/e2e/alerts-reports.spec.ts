import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { computeCycleExpiry, toIsoDate, type AlertListResult } from "@rightsdesk/domain";
import ExcelJS from "exceljs";
import { adminAccount } from "./support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "./support/api.js";
import { signInToDashboard } from "./support/session.js";

const run = Date.now().toString(36).toUpperCase();
const performer = { first: "Marisol", last: `Quintero ${run}` };
const spotTitle = `Night Ride ${run}`;
const repoRoot = path.resolve(import.meta.dirname, "../..");
const cliBin = path.join(repoRoot, "packages/cli/dist/bin.js");

/** A day counted from today (UTC), YYYY-MM-DD. */
function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** MM/DD/YYYY, as the screens show dates. */
function shown(iso: string): string {
  const [year, month, date] = iso.split("-");
  return `${month}/${date}/${year}`;
}

/** A cell of the exported workbook as the screen shows it: dates MM/DD/YYYY, the rest as text. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return shown(value.toISOString().slice(0, 10));
  if (typeof value === "number" && numFmt?.includes("$"))
    return `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return String(value);
}

/** The rows of the report table on screen, one array of cell texts per row (header excluded). */
async function screenRows(page: Page): Promise<string[][]> {
  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll("td")).map((cell) => {
        const text = (cell.textContent ?? "").replace(/\s+/g, " ").trim();
        // An empty cell reads as a dash on screen and is blank in the file.
        return text === "—" ? "" : text;
      }),
    ),
  );
}

async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [cliBin, ...args], {
    env: { ...process.env, ...env, CI: "true" },
  });
  return stdout;
}

test.describe("alerts, reports, dashboard and search", () => {
  test.setTimeout(240_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
    // A spot with two 13-week wildspot cycles: one ends in 19 days, the other in 44.
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const api = apiAs(baseURL, userAuthInfo.token);
    await api.createPerson({
      body: { personName: { firstName: performer.first, lastName: performer.last }, kinds: ["TALENT"] },
    });
    const asset = await api.createAsset({
      body: {
        title: spotTitle,
        adId: `RDA9${run.slice(-7)}`,
        assetType: "video",
        expireMpuEndDate: day(500),
      },
    });
    for (const [start, note] of [
      [day(-71), `Wildspot ${run}`],
      [day(-46), `Cable ${run}`],
    ] as const) {
      await api.addAssetUseRight({
        params: { assetId: asset.id },
        body: {
          useRight: {
            useRightType: "WILDSPOT",
            mediaType: "TV",
            startCycleDate: start,
            cycleExpireDate: computeCycleExpiry(toIsoDate(start), 91),
            cycleLength: "13 weeks",
            note,
          },
        },
      });
    }
    await api.logout();
  });

  test("the dashboard keeps a rearranged layout after a reload", async ({ page }) => {
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    const widget = page.getByRole("region", { name: "Assets expiring" });
    await expect(widget).toBeVisible();
    const before = await widget.evaluate((node) => ({ ...(node as HTMLElement).dataset }));

    const saved = () =>
      page.waitForResponse((r) => r.url().includes("/Dashboard/Layout") && r.request().method() === "PUT");
    await widget.getByRole("button", { name: "Arrange Assets expiring" }).click();
    let save = saved();
    await page.getByRole("menuitem", { name: "Narrower" }).click();
    await save;
    await widget.getByRole("button", { name: "Arrange Assets expiring" }).click();
    save = saved();
    await page.getByRole("menuitem", { name: "Move down" }).click();
    await save;
    const after = await widget.evaluate((node) => ({ ...(node as HTMLElement).dataset }));
    expect(Number(after["w"])).toBe(Number(before["w"]) - 1);
    expect(Number(after["y"])).toBeGreaterThan(Number(before["y"]));

    await page.reload();
    const reloaded = page.getByRole("region", { name: "Assets expiring" });
    await expect(reloaded).toHaveAttribute("data-w", String(after["w"]));
    await expect(reloaded).toHaveAttribute("data-x", String(after["x"]));
    await expect(reloaded).toHaveAttribute("data-y", String(after["y"]));
    await expect(reloaded).toHaveAttribute("data-h", String(after["h"]));
  });

  test("search opened from the keyboard finds a person and opens their page", async ({ page }) => {
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Alt+2");
    await expect(dialog.getByRole("radio", { name: "Person" })).toBeChecked();
    const box = dialog.getByRole("combobox", { name: "Person name" });
    await expect(box).toBeFocused();
    await page.keyboard.type(`Quintero ${run}`);
    await expect(dialog.getByRole("option", { name: new RegExp(`Quintero ${run}`) })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/people\/\d+\/people-profile$/);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Quintero ${run}`) })).toBeVisible();
  });

  test("a report exported to XLSX has the rows the screen shows", async ({ page }) => {
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page.goto(`/#/reports/use-rights-expiring`);
    await expect(page.getByRole("heading", { level: 1, name: "Use rights expiring" })).toBeVisible();
    await expect(page.getByRole("cell", { name: spotTitle }).first()).toBeVisible();
    const rows = await screenRows(page);
    expect(rows.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Export" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Excel (XLSX)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^use-rights-expiring-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "rd-xlsx-")), download.suggestedFilename());
    await download.saveAs(file);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("The workbook has no sheet.");
    const fileRows: string[][] = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const cells: string[] = [];
      for (let column = 1; column <= sheet.columnCount; column++) {
        const cell = row.getCell(column);
        cells.push(cellText(cell.value, cell.numFmt));
      }
      fileRows.push(cells);
    });
    expect(fileRows).toEqual(rows);
  });

  test("the CLI's alerts within 30 days are the alert dashboard's", async ({ page, baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const configDir = await mkdtemp(path.join(os.tmpdir(), "rd-cli-"));
    const env = { RIGHTSDESK_CONFIG_DIR: configDir, RIGHTSDESK_PASSWORD: adminAccount.password };
    await runCli(["login", "--server", baseURL, "--user", adminAccount.userName], env);
    const fromCli = JSON.parse(
      await runCli(["alerts", "list", "--within", "30d", "--format", "json"], env),
    ) as AlertListResult;
    const cliKeys = fromCli.alerts.map((alert) => alert.key);
    // The cycle ending in 19 days is inside the window, the one ending in 44 is not.
    expect(cliKeys.some((key) => key.startsWith("USAGE_RIGHT:"))).toBe(true);

    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page.goto("/#/alert-dashboard/all");
    await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
    const rows = page.locator("[data-alert-key]");
    await expect(rows.first()).toBeVisible();
    const screenKeys = await rows.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-alert-key")),
    );
    expect([...screenKeys].sort()).toEqual([...cliKeys].sort());
  });

  test("two alerts chosen together are marked to renew in one go", async ({ page, baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Sixty days ahead holds both of the spot's cycles: the one ending in 19 days and the one in 44.
    await page.goto("/#/alert-dashboard/use-rights-expiring?within=60");
    const rows = page.locator("[data-alert-key]").filter({ hasText: spotTitle });
    await expect(rows).toHaveCount(2);
    const keys = await rows.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-alert-key") ?? ""),
    );

    // Every entry of the top bar fits beside the search and the user menu, without scrolling.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await nav.getByRole("button", { name: /^More contracts pages/ }).click();
    await expect(page.getByRole("menuitem", { name: "Forecast" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("top-bar-1280.png") });
    await page.keyboard.press("Escape");

    for (const row of await rows.all()) await row.getByRole("checkbox").check();
    const bar = page.getByRole("group", { name: "Mark the chosen alerts" });
    await expect(bar).toContainText("2 alerts chosen.");
    await page.screenshot({ path: test.info().outputPath("alerts-chosen-1280.png") });
    await bar.getByRole("button", { name: "Not renewing (release)…" }).click();
    const dialog = page.getByRole("dialog", { name: "Not renewing: 2 alerts?" });
    await expect(dialog).toContainText("released at the end of what is paid");
    await page.screenshot({ path: test.info().outputPath("release-dialog-1280.png") });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath("alerts-chosen-1440.png") });

    await bar.getByRole("button", { name: "Mark to renew" }).click();
    await expect(page.getByText("2 alerts marked")).toBeVisible();
    await expect(rows).toHaveCount(0);

    // The entry and its menu's button say which of the menu's pages is open.
    await page.setViewportSize({ width: 1280, height: 800 });
    await nav.getByRole("button", { name: "More contracts pages" }).click();
    await page.getByRole("menuitem", { name: "Forecast" }).click();
    await expect(nav.getByRole("button", { name: "More contracts pages, Forecast open" })).toBeVisible();
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath("top-bar-forecast-1280.png") });

    // Leave the alerts open for the journeys after this one.
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const api = apiAs(baseURL, userAuthInfo.token);
    for (const key of keys) await api.unmarkAlert({ body: { key } });
    await api.logout();
  });
});
