import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/** Whether you have a calendar feed, when it was made and last read. */
export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: alertKeys.calendarFeed(), queryFn: () => api.getCalendarFeed() });
}

/** Makes a new feed URL (an earlier one stops); the answer is the only place the URL appears. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.createCalendarFeed({ body: {} }),
    onSuccess: ({ active, createdAt, lastFetchedAt }) =>
      queryClient.setQueryData(alertKeys.calendarFeed(), { active, createdAt, lastFetchedAt }),
    meta: { errorHandling: "local" },
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.revokeCalendarFeed(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.calendarFeed() }),
    meta: { errorHandling: "local" },
  });
}
