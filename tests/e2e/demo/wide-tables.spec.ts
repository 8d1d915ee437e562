import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { reportDefinitions } from "@rightsdesk/domain";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

/*
 * Every list and report table fits its page on a laptop and a desktop screen, with the demo data:
 * no table scrolls sideways at 1280 or 1440 px, each spans its card, and at 1440 px the card takes
 * the extra width (the list pages widen to the 2xl breakpoint) rather than leaving it as margin.
 */

const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");
const widths = [1280, 1440] as const;

/** A page to check: where it is, and the start of its document title once it has loaded. */
interface Screen {
  href: string;
  title: string;
  /** The README's screenshot of it, written at 1440 and 1280 px with RIGHTSDESK_SCREENSHOTS=1. */
  readme?: string;
}

interface TableFit {
  name: string;
  rows: number;
  /** The table's full width, hidden overflow included. */
  scrollWidth: number;
  offsetWidth: number;
  /** Its scroller's visible width and full width. */
  boxWidth: number;
  boxScrollWidth: number;
}

/** Each table in the page's main area, measured against the box it would scroll in. */
async function measureTables(
  page: Page,
): Promise<{ pageWidth: number; windowWidth: number; tables: TableFit[] }> {
  return page.evaluate(() => {
    const tables = Array.from(document.querySelectorAll<HTMLTableElement>("main table")).map((table) => {
      let box: HTMLElement = table.parentElement ?? table;
      while (box.parentElement && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
      return {
        name: (table.caption?.textContent ?? "").split(".")[0] ?? "",
        rows: table.tBodies[0]?.rows.length ?? 0,
        scrollWidth: table.scrollWidth,
        offsetWidth: table.offsetWidth,
        boxWidth: box.clientWidth,
        boxScrollWidth: box.scrollWidth,
      };
    });
    return { pageWidth: document.documentElement.scrollWidth, windowWidth: window.innerWidth, tables };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The screen as the journey saw it; with RIGHTSDESK_SCREENSHOTS=1, the README's copy too. */
async function shoot(page: Page, screen: Screen): Promise<void> {
  // Once the loading bar along the top has faded.
  await expect(page.locator(".activity-bar").locator("..")).toHaveCSS("opacity", "0");
  const width = page.viewportSize()?.width;
  const name = screen.readme ?? screen.href.replace(/\W+/g, "-").replace(/^-|-$/g, "");
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  if (screen.readme && process.env.RIGHTSDESK_SCREENSHOTS === "1") {
    await page.screenshot({ path: path.join(screenshotsDir, `${screen.readme}-${width}.png`) });
  }
}

/**
 * Opens the screen at each width and checks its tables fit: nothing wider than its box, every
 * table as wide as its box, and a wider box at 1440 than at 1280. A list with nothing in it shows
 * its empty state and no table; the page must still not scroll sideways.
 */
async function checkScreen(page: Page, screen: Screen): Promise<number> {
  const boxWidths: number[] = [];
  let tableCount = 0;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/#${screen.href}`);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(screen.title)} · `));
    await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
    const fit = await measureTables(page);
    expect(fit.pageWidth, `${screen.href} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(
      fit.windowWidth,
    );
    for (const table of fit.tables) {
      const where = `${screen.href} at ${width} px, ${table.name}`;
      expect(table.scrollWidth, `${where}: the table is wider than its box`).toBeLessThanOrEqual(
        table.boxWidth,
      );
      expect(table.boxScrollWidth, `${where}: the table's box scrolls sideways`).toBeLessThanOrEqual(
        table.boxWidth,
      );
      expect(table.offsetWidth, `${where}: the table leaves part of its box empty`).toBeGreaterThanOrEqual(
        table.boxWidth - 1,
      );
    }
    const [first] = fit.tables;
    if (first) boxWidths.push(first.boxWidth);
    tableCount = fit.tables.length;
    await shoot(page, screen);
  }
  const [narrow, wide] = boxWidths;
  if (narrow !== undefined && wide !== undefined) {
    expect(wide - narrow, `${screen.href}: the table does not take the wider screen`).toBeGreaterThanOrEqual(
      150,
    );
  }
  return tableCount;
}

test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

test.beforeEach(async ({ page }) => {
  await signInToDashboard(page, adminAccount.userName, adminAccount.password);
});

test("every report fits the page, the use rights expiring report to its last column", async ({ page }) => {
  test.setTimeout(120_000);
  await checkScreen(page, { href: "/reports/all", title: "Reports" });
  for (const report of reportDefinitions) {
    await test.step(report.name, async () => {
      // A year ahead, so the demo's rows show in the window reports.
      const screen = {
        href: `/reports/${report.key}?within=365`,
        title: report.name,
        ...(report.key === "use-rights-expiring" || report.key === "cast-expiration"
          ? { readme: `report-${report.key}` }
          : {}),
      };
      if ((await checkScreen(page, screen)) > 0) return;
      // Nothing in the window: a filter that matches nothing keeps the headings, which must fit too.
      const [firstColumn] = report.columns;
      if (!firstColumn) throw new Error(`${report.name} has no columns.`);
      const headingsOnly = { ...screen, href: `${screen.href}&f.${firstColumn.key}=eq:none` };
      expect(await checkScreen(page, headingsOnly)).toBe(1);
    });
  }

  // The use rights report's last column is on screen at 1280 px, whole.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/#/reports/use-rights-expiring?within=365");
  const table = page.getByRole("table", { name: /^Use rights expiring/ });
  const daysLeft = table.getByRole("columnheader", { name: /Days left/ });
  await expect(daysLeft).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole("row").nth(1).getByRole("cell").last()).toBeInViewport({ ratio: 1 });
});

test("the record lists fit the page, and their rows keep the keyboard and the focus ring", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const screens: Screen[] = [
    { href: "/companies/all", title: "Companies", readme: "companies-list" },
    { href: "/companies/archive", title: "Archived companies" },
    { href: "/people/all", title: "People", readme: "people-list" },
    { href: "/people/archive", title: "Archived people" },
    { href: "/assets/all", title: "Assets", readme: "asset-list" },
    { href: "/elements/all", title: "Elements", readme: "element-list" },
    { href: "/contracts/all", title: "Contracts" },
    { href: "/contracts/templates/all", title: "Contract templates" },
    { href: "/contracts/snippets/all", title: "Contract snippets" },
    { href: "/completion-reports/all", title: "Completion reports", readme: "completion-report-list" },
    { href: "/completion-reports/archive", title: "Archived completion reports" },
  ];
  for (const screen of screens) {
    await test.step(screen.href, async () => {
      await checkScreen(page, screen);
    });
  }

  // At 1280 px a row is still reached with the arrow keys, shows its focus ring, and its actions
  // stay inside the table's box.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/#/people/all");
  const table = page.getByRole("table", { name: /^Active people/ });
  const rows = table.locator("tbody tr");
  await rows.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(1)).toBeFocused();
  expect(await rows.nth(1).evaluate((row) => getComputedStyle(row).outlineStyle)).toBe("solid");
  const archive = rows.nth(1).getByRole("button", { name: /^Archive / });
  await expect(archive).toBeInViewport({ ratio: 1 });
  // A heading still sorts from the keyboard, with its focus ring.
  const sortByName = table.getByRole("button", { name: "Name", exact: true });
  await sortByName.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=fullName/);
  await expect(table.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "ascending");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(sortByName).toBeFocused();
  expect(await sortByName.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe("solid");
});

test("the alerts, the users and the report uploads fit the page", async ({ page }) => {
  test.setTimeout(120_000);
  const screens: Screen[] = [
    { href: "/alert-dashboard/all", title: "All alerts", readme: "alerts-list" },
    { href: "/alert-dashboard/holding-fee", title: "Holding fees" },
    { href: "/alert-dashboard/to-do-list", title: "To-do list" },
    { href: "/admin/user-management", title: "User management", readme: "users-list" },
    { href: "/rights-expiration/recent-activities", title: "Recent uploads" },
    { href: "/rights-expiration/upload-issues", title: "Upload issues" },
    { href: "/rights-expiration/report-logs", title: "Report logs", readme: "report-logs" },
  ];
  for (const screen of screens) {
    await test.step(screen.href, async () => {
      expect(await checkScreen(page, screen), `${screen.href} shows no table`).toBeGreaterThan(0);
    });
  }

  // An upload's details: its rows in a table under the summary.
  await page.goto("/#/rights-expiration/recent-activities");
  const file = page
    .getByRole("table", { name: /^Airing report uploads/ })
    .getByRole("link")
    .first();
  const fileName = (await file.textContent()) ?? "";
  await file.click();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(fileName)} · `));
  const detailsHref = new URL(page.url()).hash.slice(1);
  expect(await checkScreen(page, { href: detailsHref, title: fileName })).toBe(1);
});
