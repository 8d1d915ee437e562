import { permissionRefetchPolicy, type PermissionRefetchPolicy } from "@rightsdesk/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { backgroundApi } from "./api-client";
import { isUnauthenticated } from "./api-errors";
import { session, useStoredSession } from "./session";
import { getSessionTiming } from "./session-timing";

/** The domain's refetch policy with the numbers the server configured. */
function refetchPolicy(): PermissionRefetchPolicy {
  const timing = getSessionTiming();
  return {
    ...permissionRefetchPolicy,
    refetchInterval: timing.permissionRefetchIntervalMs,
    retry: timing.permissionRetryCount,
    retryDelay: timing.permissionRetryDelayMs,
  };
}

/**
 * The signed-in user's permission record for the selected profile (spec 000 section 6): the
 * domain's policy spread into the query — refetched every 60 s, in the background and on
 * reconnect, never on window focus, 3 retries 1 s apart. A rejected session is not retried (it
 * has ended). Loaded quietly: the refetch every minute must not flash the global loader. Shared
 * by every screen that asks what the user may do, so it lives here rather than in one feature.
 */
export function permissionQueryOptions(profileId: number | null = session.read().userProfileId) {
  const policy = refetchPolicy();
  return queryOptions({
    queryKey: ["session", "permission", profileId],
    queryFn: () => backgroundApi.getPermission(),
    ...policy,
    retry: (failures, error) => !isUnauthenticated(error) && failures < policy.retry,
    // The loader has already retried; on the page a failure shows at once with a "Try again".
    retryOnMount: false,
    meta: { errorHandling: "log" },
  });
}

/** The permission record, while signed in (a session that just ended asks for nothing more). */
export function usePermission() {
  const { token, userProfileId } = useStoredSession();
  return useQuery({ ...permissionQueryOptions(userProfileId), enabled: token !== null });
}
