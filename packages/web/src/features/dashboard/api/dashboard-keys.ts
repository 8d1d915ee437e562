import type { DashboardWidgetKey } from "@rightsdesk/domain";

/** Query keys of the dashboard: its layout, and each widget's items. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  layout: () => [...dashboardKeys.all, "layout"] as const,
  widgets: () => [...dashboardKeys.all, "widget"] as const,
  widget: (widget: DashboardWidgetKey) => [...dashboardKeys.widgets(), widget] as const,
};
