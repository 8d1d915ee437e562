import type { DashboardLayout } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** The user's layout, or the default one (`GET /Dashboard/Layout`). */
export function dashboardLayoutQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.layout(),
    queryFn: () => api.getDashboardLayout(),
  });
}

export function useDashboardLayout() {
  return useQuery({ ...dashboardLayoutQueryOptions(), retryOnMount: false });
}

/** `PUT /Dashboard/Layout`: keeps the layout; the screen rolls back and says so when it fails. */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: dashboardKeys.layout(),
    mutationFn: (layout: DashboardLayout) => api.saveDashboardLayout({ body: layout }),
    onSuccess: (answer) => queryClient.setQueryData(dashboardKeys.layout(), answer),
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /Dashboard/Layout`: back to the default layout. */
export function useResetDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: dashboardKeys.layout(),
    mutationFn: () => api.resetDashboardLayout(),
    onSuccess: (answer) => queryClient.setQueryData(dashboardKeys.layout(), answer),
    meta: { errorHandling: "local" },
  });
}
