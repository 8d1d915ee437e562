import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** A user's preferences: alert window, weekly digest, time zone. */
export function userPreferencesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: adminKeys.users.preferences(userId),
    queryFn: () => api.getUserPreferences({ params: { id: userId } }),
  });
}

export function useUserPreferences(userId: number) {
  return useQuery(userPreferencesQueryOptions(userId));
}
