import type { DashboardWidgetKey } from "@rightsdesk/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** One widget's first items and how many there are (`POST /Dashboard/Widget/{widget}`). */
export function dashboardWidgetQueryOptions(widget: DashboardWidgetKey) {
  return queryOptions({
    queryKey: dashboardKeys.widget(widget),
    queryFn: () => api.getDashboardWidget({ params: { widget }, body: {} }),
    staleTime: 60_000,
  });
}

export function useDashboardWidget(widget: DashboardWidgetKey) {
  return useQuery({ ...dashboardWidgetQueryOptions(widget), retryOnMount: false });
}
