import { DASHBOARD_MIN_HEIGHT, DashboardLayoutSchema, dashboardWidgetKeys } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  arrangeDefaultLayout,
  fitDefaultLayout,
  FIT_MAX_HEIGHT,
  rowsForPixels,
  toSavableLayout,
} from "./fit-layout";

const offered = dashboardWidgetKeys.filter(
  (key) => !["completion-reports", "report-uploads-pending-review", "report-logs"].includes(key),
);

describe("the default layout sized to its content", () => {
  it("puts money owed across the top, then what expires soon", () => {
    const layout = arrangeDefaultLayout(offered, () => 10);
    expect(layout.slice(0, 3).map(({ key, x, y, w }) => [key, x, y, w])).toEqual([
      ["unpaid-usage-terms", 0, 0, 12],
      ["assets-expiring", 0, 10, 6],
      ["contracts-expiring", 6, 10, 6],
    ]);
  });

  it("gives a short widget a short card and a long one a taller card, up to a limit", () => {
    const layout = fitDefaultLayout(offered, [], {
      "unpaid-usage-terms": 45 + 2 * 57,
      "assets-expiring": 45 + 10 * 57 + 37,
      "contracts-expiring": 45 + 68,
      "elements-expiring": 2000,
    });
    const h = (key: string) => layout.find((item) => item.key === key)?.h;
    expect(h("unpaid-usage-terms")).toBe(rowsForPixels(159));
    expect(h("unpaid-usage-terms")).toBeLessThan(DASHBOARD_MIN_HEIGHT);
    expect(h("assets-expiring")).toBe(rowsForPixels(652));
    expect(h("contracts-expiring")).toBe(4);
    expect(h("elements-expiring")).toBe(FIT_MAX_HEIGHT);
    // The next row starts right under the short widget.
    expect(layout.find((item) => item.key === "assets-expiring")?.y).toBe(h("unpaid-usage-terms"));
  });

  it("widens a widget left alone on its row", () => {
    const layout = arrangeDefaultLayout(["assets-expiring", "reminders", "unpaid-usage-terms"], () => 8);
    expect(layout.map(({ key, x, w }) => [key, x, w])).toEqual([
      ["unpaid-usage-terms", 0, 12],
      ["assets-expiring", 0, 6],
      ["reminders", 6, 6],
    ]);
    expect(arrangeDefaultLayout(["assets-expiring"], () => 8)).toMatchObject([{ x: 0, w: 12 }]);
  });

  it("makes what the user arranged keepable: at least the minimum height, and nothing overlapping", () => {
    const fitted = fitDefaultLayout(offered, [], Object.fromEntries(offered.map((key) => [key, 100])));
    const savable = toSavableLayout(fitted);
    expect(savable.every((item) => item.h >= DASHBOARD_MIN_HEIGHT)).toBe(true);
    expect(DashboardLayoutSchema.safeParse({ widgets: savable }).success).toBe(true);
  });
});
