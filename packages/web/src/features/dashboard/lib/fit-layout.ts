import {
  DASHBOARD_COLUMNS,
  DASHBOARD_MAX_HEIGHT,
  DASHBOARD_MIN_HEIGHT,
  DASHBOARD_ROW_HEIGHT_PX,
  type DashboardLayoutItem,
  type DashboardWidgetKey,
} from "@rightsdesk/domain";

/** The space between two widgets, in pixels; the grid's margin. */
export const DASHBOARD_GAP_PX = 16;

/** A widget sized to its content is never shorter than this many rows (a header and one line). */
export const FIT_MIN_HEIGHT = 4;

/** A widget sized to its content stops growing here; past it the widget scrolls. */
export const FIT_MAX_HEIGHT = 20;

/**
 * The default arrangement, what needs attention first: money owed (overdue first) across the top,
 * then what expires soon, then the rest. Widths in columns of the 12.
 */
const defaultOrder: readonly (readonly [DashboardWidgetKey, number])[] = [
  ["unpaid-usage-terms", 12],
  ["assets-expiring", 6],
  ["contracts-expiring", 6],
  ["elements-expiring", 6],
  ["reminders", 6],
  ["incomplete-items", 6],
  ["recent-additions", 6],
];

/** The grid rows a widget of `px` pixels takes: each row is a row height plus a gap, less one gap. */
export function rowsForPixels(px: number): number {
  return Math.ceil((px + DASHBOARD_GAP_PX) / (DASHBOARD_ROW_HEIGHT_PX + DASHBOARD_GAP_PX));
}

/**
 * Places widgets top to bottom in their order (by row, then column), each as high as the widgets
 * already placed in its columns allow, so none overlap and no gap is left above any.
 */
export function packLayout(items: readonly DashboardLayoutItem[]): DashboardLayoutItem[] {
  const skyline = new Array<number>(DASHBOARD_COLUMNS).fill(0);
  return [...items]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const columns = skyline.slice(item.x, item.x + item.w);
      const y = Math.max(0, ...columns);
      skyline.fill(y + item.h, item.x, item.x + item.w);
      return { ...item, y };
    });
}

/**
 * The default layout of the widgets the user may see (`keys`), in the default order: two to a
 * row beside each other, money owed alone across the top.
 */
export function arrangeDefaultLayout(
  keys: readonly DashboardWidgetKey[],
  h: (key: DashboardWidgetKey) => number,
) {
  const items: DashboardLayoutItem[] = [];
  let x = 0;
  let y = 0;
  for (const [key, w] of defaultOrder) {
    if (!keys.includes(key)) continue;
    if (x + w > DASHBOARD_COLUMNS) {
      x = 0;
      y += 1;
    }
    items.push({ key, x, y, w, h: h(key) });
    x += w;
  }
  // A widget left alone on its row takes the whole width.
  const alone = items.map((item) =>
    items.filter((other) => other.y === item.y).length === 1 ? { ...item, x: 0, w: DASHBOARD_COLUMNS } : item,
  );
  return packLayout(alone);
}

/**
 * The default layout sized to what each widget holds: `heights` are the widgets' natural heights
 * in pixels (a widget not measured yet keeps its default height).
 */
export function fitDefaultLayout(
  keys: readonly DashboardWidgetKey[],
  defaults: readonly DashboardLayoutItem[],
  heights: Partial<Record<DashboardWidgetKey, number>>,
): DashboardLayoutItem[] {
  return arrangeDefaultLayout(keys, (key) => {
    const px = heights[key];
    if (px === undefined) return defaults.find((item) => item.key === key)?.h ?? DASHBOARD_MIN_HEIGHT;
    return Math.min(FIT_MAX_HEIGHT, Math.max(FIT_MIN_HEIGHT, rowsForPixels(px)));
  });
}

/**
 * A layout the server will keep: every widget at least the grid's minimum height, packed again so
 * the taller ones push those below them down rather than overlap.
 */
export function toSavableLayout(items: readonly DashboardLayoutItem[]): DashboardLayoutItem[] {
  return packLayout(
    items.map((item) => ({
      ...item,
      h: Math.min(DASHBOARD_MAX_HEIGHT, Math.max(DASHBOARD_MIN_HEIGHT, item.h)),
    })),
  );
}
