import { isApiError } from "@rightsdesk/api-client";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { dashboardKeys } from "../features/dashboard/api/dashboard-keys";
import { reportError } from "./report-error";

/** Client errors (4xx) will not change on a second try; network and server errors may. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

/**
 * The dashboard's widgets sum up every kind of record (a renewed use right, a paid holding fee, a
 * contract signed), so any change the server accepted makes them stale, to be read again on the
 * next view; arranging the dashboard itself does not.
 */
function markDashboardStale(mutationKey: readonly unknown[] | undefined): void {
  if (mutationKey?.[0] === dashboardKeys.all[0]) return;
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.widgets() });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.errorHandling === "log") {
        console.warn(`Loading ${JSON.stringify(query.queryKey)} failed`, error);
        return;
      }
      // A first load that fails shows its error in place; a failed background refresh of data
      // already on screen would otherwise go unnoticed.
      if (query.state.data !== undefined) reportError(error);
    },
  }),
  mutationCache: new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => markDashboardStale(mutation.options.mutationKey),
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorHandling === "local") return;
      reportError(error);
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
