import type { ReportExportFormat, ReportRunRequest, ReportType } from "@rightsdesk/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `POST /Report/{reportType}/Export`: the whole report (every page) with the screen's filters,
 * sort and window, as the file the server names.
 */
export function useExportReport(reportType: ReportType) {
  return useMutation({
    mutationFn: ({ request, format }: { request: ReportRunRequest; format: ReportExportFormat }) =>
      api.exportReport({ params: { reportType }, body: { ...request, format } }),
    meta: { errorHandling: "local" },
  });
}
