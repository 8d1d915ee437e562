import {
  DASHBOARD_COLUMNS,
  DASHBOARD_MAX_HEIGHT,
  DASHBOARD_MIN_HEIGHT,
  DASHBOARD_MIN_WIDTH,
  type DashboardLayoutItem,
} from "@rightsdesk/domain";
import {
  cloneLayout,
  moveElement,
  verticalCompactor,
  type Layout,
  type LayoutItem,
} from "react-grid-layout/core";

/**
 * The keyboard's way to arrange the dashboard: each move does what a drag or a corner resize
 * would, then packs the widgets upwards as the grid does, so no two ever overlap.
 */
export const arrangeMoves = [
  { move: "left", label: "Move left" },
  { move: "right", label: "Move right" },
  { move: "up", label: "Move up" },
  { move: "down", label: "Move down" },
  { move: "wider", label: "Wider" },
  { move: "narrower", label: "Narrower" },
  { move: "taller", label: "Taller" },
  { move: "shorter", label: "Shorter" },
] as const;
export type ArrangeMove = (typeof arrangeMoves)[number]["move"];

/** "Taller" and "Shorter" step by this many rows, so one press is a visible change. */
export const HEIGHT_STEP = 2;

export function toGridLayout(items: readonly DashboardLayoutItem[]): LayoutItem[] {
  return items.map(({ key, x, y, w, h }) => ({
    i: key,
    x,
    y,
    w,
    h,
    minW: DASHBOARD_MIN_WIDTH,
    // A default widget sized to a short content may sit below the minimum a user can resize to.
    minH: Math.min(DASHBOARD_MIN_HEIGHT, h),
    maxH: DASHBOARD_MAX_HEIGHT,
  }));
}

/** The grid's layout back as the dashboard keeps it, in the order of `order`. */
export function fromGridLayout(layout: Layout, order: readonly DashboardLayoutItem[]): DashboardLayoutItem[] {
  return order.flatMap((item) => {
    const placed = layout.find((candidate) => candidate.i === item.key);
    return placed ? [{ key: item.key, x: placed.x, y: placed.y, w: placed.w, h: placed.h }] : [];
  });
}

function overlapsColumns(a: LayoutItem, b: LayoutItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w;
}

/** Packs upwards, keeping `fixed` where it is first so the others make room around it. */
function settleAround(layout: LayoutItem[], fixed: string): Layout {
  const pinned = verticalCompactor.compact(
    layout.map((item) => ({ ...item, static: item.i === fixed })),
    DASHBOARD_COLUMNS,
  );
  return verticalCompactor.compact(
    pinned.map((item) => ({ ...item, static: false })),
    DASHBOARD_COLUMNS,
  );
}

function moveTo(layout: LayoutItem[], item: LayoutItem, x: number, y: number): Layout {
  const moved = moveElement(layout, item, x, y, true, false, "vertical", DASHBOARD_COLUMNS);
  return verticalCompactor.compact(moved, DASHBOARD_COLUMNS);
}

/** The layout after one move of one widget; the same layout when the move cannot be made. */
export function arrangeLayout(
  items: readonly DashboardLayoutItem[],
  key: string,
  move: ArrangeMove,
): DashboardLayoutItem[] {
  const layout = cloneLayout(toGridLayout(items)) as LayoutItem[];
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return [...items];
  const others = layout.filter((candidate) => candidate.i !== key && overlapsColumns(candidate, item));
  let next: Layout;
  switch (move) {
    case "left":
      if (item.x === 0) return [...items];
      next = moveTo(layout, item, item.x - 1, item.y);
      break;
    case "right":
      if (item.x + item.w >= DASHBOARD_COLUMNS) return [...items];
      next = moveTo(layout, item, item.x + 1, item.y);
      break;
    case "up": {
      // Onto the nearest widget above, which then moves below it: the two change places.
      const above = others.filter((other) => other.y + other.h <= item.y).sort((a, b) => b.y - a.y)[0];
      if (!above) return [...items];
      next = moveTo(layout, item, item.x, above.y);
      break;
    }
    case "down": {
      const below = others.filter((other) => other.y >= item.y + item.h).sort((a, b) => a.y - b.y)[0];
      if (!below) return [...items];
      next = moveTo(layout, item, item.x, below.y);
      break;
    }
    case "wider": {
      if (item.w >= DASHBOARD_COLUMNS) return [...items];
      // Grows to the right, or to the left against the grid's edge.
      if (item.x + item.w >= DASHBOARD_COLUMNS) item.x -= 1;
      item.w += 1;
      next = settleAround(layout, key);
      break;
    }
    case "narrower":
      if (item.w <= DASHBOARD_MIN_WIDTH) return [...items];
      item.w -= 1;
      next = settleAround(layout, key);
      break;
    case "taller":
      if (item.h >= DASHBOARD_MAX_HEIGHT) return [...items];
      item.h = Math.min(DASHBOARD_MAX_HEIGHT, item.h + HEIGHT_STEP);
      next = settleAround(layout, key);
      break;
    case "shorter":
      if (item.h <= DASHBOARD_MIN_HEIGHT) return [...items];
      item.h = Math.max(DASHBOARD_MIN_HEIGHT, item.h - HEIGHT_STEP);
      next = settleAround(layout, key);
      break;
  }
  return fromGridLayout(next, items);
}

export function isSameLayout(a: readonly DashboardLayoutItem[], b: readonly DashboardLayoutItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item) => {
      const other = b.find((candidate) => candidate.key === item.key);
      return other && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h;
    })
  );
}
