import { describe, expect, it } from "vitest";
import {
  DASHBOARD_LAYOUT_GENERATION,
  FIRST_DASHBOARD_GENERATION,
  addWidgetsOfferedSince,
} from "./dashboard-layout-generation.js";
import { dashboardWidgets, type DashboardLayout } from "./dashboard-widgets.js";

const saved: DashboardLayout = {
  widgets: [
    { key: "reminders", x: 0, y: 0, w: 6, h: 16 },
    { key: "assets-expiring", x: 6, y: 4, w: 6, h: 20 },
  ],
};

describe("dashboard layout generations", () => {
  it("offers the completion reports in the second generation, the report upload widgets in the third, the current one", () => {
    expect(
      dashboardWidgets
        .filter((widget) => widget.offeredIn > 1)
        .map((widget) => [widget.key, widget.offeredIn]),
    ).toEqual([
      ["completion-reports", 2],
      ["report-uploads-pending-review", 3],
      ["report-logs", 3],
    ]);
    expect(DASHBOARD_LAYOUT_GENERATION).toBe(3);
  });

  it("adds the report upload widgets below a second-generation layout, to those who may see them", () => {
    const keys = ["reminders", "completion-reports", "report-uploads-pending-review", "report-logs"] as const;
    expect(addWidgetsOfferedSince(saved, 2, [...keys]).widgets.slice(saved.widgets.length)).toEqual([
      { key: "report-uploads-pending-review", x: 0, y: 24, w: 12, h: 18 },
      { key: "report-logs", x: 0, y: 42, w: 12, h: 18 },
    ]);
    expect(addWidgetsOfferedSince(saved, 2, ["reminders", "completion-reports"])).toEqual(saved);
  });

  it("has every widget not offered yet name a generation after the current one", () => {
    for (const widget of dashboardWidgets.filter((w) => !w.available)) {
      expect(widget.offeredIn).toBeGreaterThan(DASHBOARD_LAYOUT_GENERATION);
    }
  });

  it("adds the completion reports below a first-generation layout, full width at its default height", () => {
    expect(
      addWidgetsOfferedSince(saved, FIRST_DASHBOARD_GENERATION, ["reminders", "completion-reports"]),
    ).toEqual({
      widgets: [...saved.widgets, { key: "completion-reports", x: 0, y: 24, w: 12, h: 18 }],
    });
    expect(addWidgetsOfferedSince({ widgets: [] }, 1, ["completion-reports"]).widgets).toEqual([
      { key: "completion-reports", x: 0, y: 0, w: 12, h: 18 },
    ]);
  });

  it("adds nothing the user may not see, nothing already placed, and nothing to a current layout", () => {
    expect(addWidgetsOfferedSince(saved, 1, ["reminders", "assets-expiring"])).toEqual(saved);
    const placed = { widgets: [{ key: "completion-reports" as const, x: 0, y: 0, w: 6, h: 10 }] };
    expect(addWidgetsOfferedSince(placed, 1, ["completion-reports"])).toEqual(placed);
    expect(addWidgetsOfferedSince(saved, DASHBOARD_LAYOUT_GENERATION, ["completion-reports"])).toEqual(saved);
  });
});
