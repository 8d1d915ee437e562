import type { ReportRunRequest, ReportType } from "@rightsdesk/domain";

/** Query keys of the reports, widest first: a report's pages sit under `runs(reportType)`. */
export const reportKeys = {
  all: ["reports"] as const,
  catalogue: () => [...reportKeys.all, "catalogue"] as const,
  runs: (reportType: ReportType) => [...reportKeys.all, "run", reportType] as const,
  run: (reportType: ReportType, request: ReportRunRequest) =>
    [...reportKeys.runs(reportType), request] as const,
};
