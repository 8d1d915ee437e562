import type { AlertCalendarRequest } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/** The calendar's weeks on screen (`POST /Alert/Calendar`): each day's count and first alerts. */
export function alertCalendarQueryOptions(request: AlertCalendarRequest) {
  return queryOptions({
    queryKey: alertKeys.calendar(request),
    queryFn: () => api.listAlertCalendar({ body: request }),
  });
}

export function useAlertCalendar(request: AlertCalendarRequest) {
  return useQuery({
    ...alertCalendarQueryOptions(request),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}
