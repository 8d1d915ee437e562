import { describe, expect, it } from "vitest";
import {
  DASHBOARD_COLUMNS,
  DashboardLayoutAnswerSchema,
  DashboardLayoutSchema,
  DashboardWidgetDataSchema,
  DashboardWidgetParamsSchema,
  dashboardWidgetKeys,
  dashboardWidgets,
  defaultDashboardLayout,
  findDashboardWidget,
} from "./dashboard-widgets.js";

const issues = (value: unknown) =>
  (DashboardLayoutSchema.safeParse(value).error?.issues ?? []).map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));

describe("dashboard widgets", () => {
  it("declares ten widgets, every one offered", () => {
    expect(dashboardWidgetKeys).toHaveLength(10);
    expect(dashboardWidgets.filter((widget) => !widget.available).map((widget) => widget.key)).toEqual([]);
    expect(findDashboardWidget("reminders")?.modules).toEqual(["Alerts & Notification"]);
    expect(findDashboardWidget("weather")).toBeUndefined();
  });

  it("packs the available widgets left to right, top to bottom, in the spec's sizes", () => {
    expect(defaultDashboardLayout().widgets).toEqual([
      { key: "assets-expiring", x: 0, y: 0, w: 6, h: 15 },
      { key: "elements-expiring", x: 6, y: 0, w: 6, h: 15 },
      { key: "contracts-expiring", x: 0, y: 15, w: 6, h: 15 },
      { key: "recent-additions", x: 6, y: 15, w: 6, h: 16 },
      { key: "incomplete-items", x: 0, y: 31, w: 12, h: 21 },
      { key: "unpaid-usage-terms", x: 0, y: 52, w: 12, h: 21 },
      { key: "completion-reports", x: 0, y: 73, w: 12, h: 18 },
      { key: "report-uploads-pending-review", x: 0, y: 91, w: 12, h: 18 },
      { key: "report-logs", x: 0, y: 109, w: 12, h: 18 },
      { key: "reminders", x: 0, y: 127, w: 6, h: 16 },
    ]);
    expect(defaultDashboardLayout(["reminders", "recent-additions", "report-logs"]).widgets).toEqual([
      { key: "recent-additions", x: 0, y: 0, w: 6, h: 16 },
      { key: "report-logs", x: 0, y: 16, w: 12, h: 18 },
      { key: "reminders", x: 0, y: 34, w: 6, h: 16 },
    ]);
    expect(defaultDashboardLayout([]).widgets).toEqual([]);
    const full = defaultDashboardLayout();
    expect(DashboardLayoutSchema.parse(full)).toEqual(full);
    expect(full.widgets.every((item) => item.x + item.w <= DASHBOARD_COLUMNS)).toBe(true);
  });

  const reminders = { key: "reminders", x: 0, y: 0, w: 6, h: 16 };
  it.each([
    {
      layout: "overlapping widgets",
      widgets: [reminders, { key: "assets-expiring", x: 5, y: 15, w: 6, h: 15 }],
      expected: [{ path: "widgets.1.y", message: 'The widget "assets-expiring" overlaps "reminders".' }],
    },
    {
      layout: "widgets touching at their edges, which do not overlap",
      widgets: [
        reminders,
        { key: "assets-expiring", x: 6, y: 0, w: 6, h: 15 },
        { key: "elements-expiring", x: 0, y: 16, w: 6, h: 15 },
      ],
      expected: [],
    },
    {
      layout: "a widget twice",
      widgets: [reminders, { ...reminders, x: 6 }],
      expected: [{ path: "widgets.1.key", message: 'The widget "reminders" is in the layout twice.' }],
    },
    {
      layout: "a widget past the twelfth column",
      widgets: [{ ...reminders, x: 7 }],
      expected: [{ path: "widgets.0.w", message: "A widget must fit in the 12 columns." }],
    },
    {
      layout: "a widget too narrow and too tall",
      widgets: [{ ...reminders, w: 2, h: 61 }],
      expected: [
        { path: "widgets.0.w", message: "Width must be at least 3." },
        { path: "widgets.0.h", message: "Height can be at most 60." },
      ],
    },
    {
      layout: "an unknown widget",
      widgets: [{ ...reminders, key: "weather" }],
      expected: [{ path: "widgets.0.key", message: "Unknown dashboard widget." }],
    },
  ])("judges a layout with $layout, naming the field", ({ widgets, expected }) => {
    expect(issues({ widgets })).toEqual(expected);
  });

  it("refuses a widget placed off the whole grid, naming the field", () => {
    expect(issues({ widgets: [{ ...reminders, x: 0.5, y: -1 }] }).map((i) => i.path)).toEqual([
      "widgets.0.x",
      "widgets.0.y",
    ]);
  });

  it("reads the layout answer, the widget parameter and a widget's data", () => {
    expect(DashboardLayoutAnswerSchema.parse({ widgets: [], isDefault: true })).toEqual({
      widgets: [],
      isDefault: true,
    });
    expect(DashboardWidgetParamsSchema.safeParse({ widget: "report-logs" }).success).toBe(true);
    const data = {
      widget: "unpaid-usage-terms",
      today: "2025-06-02",
      total: 1,
      items: [
        {
          id: "guarantee-payment-2",
          title: "GR000002 of GTY0001",
          subtitle: null,
          date: "2025-06-01",
          badge: "Guarantee payment",
          amountCents: 100000,
          link: { type: "contract", id: 2 },
        },
      ],
    };
    expect(DashboardWidgetDataSchema.parse(data)).toEqual(data);
    expect(
      DashboardWidgetDataSchema.safeParse({
        ...data,
        items: [{ ...data.items[0], link: { type: "invoice", id: 1 } }],
      }).success,
    ).toBe(false);
  });
});
