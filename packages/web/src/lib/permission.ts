import { sessionTiming } from "@rightsdesk/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { isUnauthenticated } from "./api-errors";

/**
 * The signed-in user's permission record (spec 000 section 6): refetched every 60 s, in the
 * background and on reconnect, never on focus; 3 retries 1 s apart. Shared by every screen that
 * asks what the user may do, so it lives here rather than in one feature.
 */
export function permissionQueryOptions() {
  return queryOptions({
    queryKey: ["session", "permission"],
    queryFn: () => api.getPermission(),
    refetchInterval: sessionTiming.permissionRefetchIntervalMs,
    refetchIntervalInBackground: true,
    refetchOnReconnect: true,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isUnauthenticated(error) && failures < sessionTiming.permissionRetryCount,
    retryDelay: sessionTiming.permissionRetryDelayMs,
    // The loader has already retried; on the page a failure shows at once with a "Try again".
    retryOnMount: false,
    meta: { errorHandling: "log" },
  });
}

export function usePermission() {
  return useQuery(permissionQueryOptions());
}
