import type { ReportRunRequest, ReportType } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportKeys } from "./report-keys";

/** One page of a report (`POST /Report/{reportType}/GetBy`). */
export function reportRunQueryOptions(reportType: ReportType, request: ReportRunRequest) {
  return queryOptions({
    queryKey: reportKeys.run(reportType, request),
    queryFn: () => api.runReport({ params: { reportType }, body: request }),
  });
}

export function useReportRun(reportType: ReportType, request: ReportRunRequest) {
  return useQuery({
    ...reportRunQueryOptions(reportType, request),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}
