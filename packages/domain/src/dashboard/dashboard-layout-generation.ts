import {
  DASHBOARD_LAST_ROW,
  dashboardWidgets,
  packDashboardWidgets,
  type DashboardLayout,
  type DashboardWidgetKey,
} from "./dashboard-widgets.js";

/** The generation of a layout saved before layouts recorded one. */
export const FIRST_DASHBOARD_GENERATION = 1;

/** The generation a layout saved now records: the latest that offered a widget. */
export const DASHBOARD_LAYOUT_GENERATION = Math.max(
  ...dashboardWidgets.filter((widget) => widget.available).map((widget) => widget.offeredIn),
);

/**
 * A saved layout as it reads now: the widgets offered after the generation it was saved at
 * (`savedIn`) that the user may see (`visible`) and that it lacks are appended below it at their
 * default sizes, packed in the spec's order. Nothing the user placed moves; a layout saved at the
 * current generation comes back as it is, so a widget the user removed stays removed. A widget that
 * would start past the grid's last row is left out.
 */
export function addWidgetsOfferedSince(
  layout: DashboardLayout,
  savedIn: number,
  visible: readonly DashboardWidgetKey[],
): DashboardLayout {
  const placed = new Set<string>(layout.widgets.map((item) => item.key));
  const offered = dashboardWidgets.filter(
    (widget) =>
      widget.available &&
      widget.offeredIn > savedIn &&
      visible.includes(widget.key) &&
      !placed.has(widget.key),
  );
  if (offered.length === 0) return layout;
  const bottom = Math.max(0, ...layout.widgets.map((item) => item.y + item.h));
  const added = packDashboardWidgets(
    offered.map((widget) => widget.key),
    bottom,
  ).filter((item) => item.y <= DASHBOARD_LAST_ROW);
  return { widgets: [...layout.widgets, ...added] };
}
