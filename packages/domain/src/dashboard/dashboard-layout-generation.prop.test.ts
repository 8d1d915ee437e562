import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DASHBOARD_LAYOUT_GENERATION,
  FIRST_DASHBOARD_GENERATION,
  addWidgetsOfferedSince,
} from "./dashboard-layout-generation.js";
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_LAST_ROW,
  DASHBOARD_MAX_HEIGHT,
  DASHBOARD_MIN_HEIGHT,
  DASHBOARD_MIN_WIDTH,
  DashboardLayoutSchema,
  dashboardWidgets,
  findDashboardWidget,
  type DashboardLayout,
  type DashboardLayoutItem,
} from "./dashboard-widgets.js";

const offeredKeys = dashboardWidgets.filter((widget) => widget.available).map((widget) => widget.key);

const overlaps = (a: DashboardLayoutItem, b: DashboardLayoutItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A widget somewhere on the grid: mostly near the top, now and then by the last rows. */
const item = fc
  .record({
    key: fc.constantFrom(...offeredKeys),
    w: fc.integer({ min: DASHBOARD_MIN_WIDTH, max: DASHBOARD_COLUMNS }),
    h: fc.integer({ min: DASHBOARD_MIN_HEIGHT, max: DASHBOARD_MAX_HEIGHT }),
    column: fc.nat(),
    y: fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 0, max: 200 }) },
      { weight: 1, arbitrary: fc.integer({ min: DASHBOARD_LAST_ROW - 100, max: DASHBOARD_LAST_ROW }) },
    ),
  })
  .map(({ column, ...rest }) => ({ ...rest, x: column % (DASHBOARD_COLUMNS - rest.w + 1) }));

/** A layout a user could have saved: each widget once, none overlapping. */
const savedLayout = fc.array(item, { maxLength: 12 }).map((items): DashboardLayout => {
  const widgets: DashboardLayoutItem[] = [];
  for (const candidate of items) {
    if (widgets.some((placed) => placed.key === candidate.key || overlaps(placed, candidate))) continue;
    widgets.push(candidate);
  }
  return { widgets };
});

const visible = fc.subarray(offeredKeys);
const savedIn = fc.integer({ min: FIRST_DASHBOARD_GENERATION, max: DASHBOARD_LAYOUT_GENERATION });
const bottomOf = (layout: DashboardLayout) => Math.max(0, ...layout.widgets.map((w) => w.y + w.h));

describe("widgets offered since a layout was saved (properties)", () => {
  it("appends only visible widgets offered later, at their default size below the saved ones, overlapping nothing", () => {
    fc.assert(
      fc.property(savedLayout, savedIn, visible, (layout, generation, keys) => {
        const answer = addWidgetsOfferedSince(layout, generation, keys);
        expect(DashboardLayoutSchema.safeParse(answer).success).toBe(true);
        expect(answer.widgets.slice(0, layout.widgets.length)).toEqual(layout.widgets);
        for (const added of answer.widgets.slice(layout.widgets.length)) {
          const widget = findDashboardWidget(added.key);
          expect(keys).toContain(added.key);
          expect(widget?.offeredIn).toBeGreaterThan(generation);
          expect([added.w, added.h]).toEqual([widget?.w, widget?.h]);
          expect(added.y).toBeGreaterThanOrEqual(bottomOf(layout));
        }
      }),
    );
  });

  it("adds every visible widget offered later that the layout lacks, while the grid has room", () => {
    fc.assert(
      fc.property(savedLayout, savedIn, visible, (layout, generation, keys) => {
        fc.pre(bottomOf(layout) <= DASHBOARD_LAST_ROW - 200);
        const answer = addWidgetsOfferedSince(layout, generation, keys);
        const expected = dashboardWidgets
          .filter((widget) => widget.available && widget.offeredIn > generation && keys.includes(widget.key))
          .map((widget) => widget.key);
        const shown = answer.widgets.map((w) => w.key);
        for (const key of expected) expect(shown).toContain(key);
      }),
    );
  });

  it("gives back a layout saved at the current generation as it is, so removed widgets stay removed", () => {
    fc.assert(
      fc.property(savedLayout, visible, (layout, keys) => {
        expect(addWidgetsOfferedSince(layout, DASHBOARD_LAYOUT_GENERATION, keys)).toEqual(layout);
      }),
    );
  });

  it("reading again what it answered adds nothing more", () => {
    fc.assert(
      fc.property(savedLayout, savedIn, visible, (layout, generation, keys) => {
        const once = addWidgetsOfferedSince(layout, generation, keys);
        expect(addWidgetsOfferedSince(once, generation, keys)).toEqual(once);
      }),
    );
  });
});
