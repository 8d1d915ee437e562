import { completionReportListRoute } from "../components/completion-report-list";

/** /completion-reports/archive: archived reports, each of which can be restored. */
export const { loader, Component } = completionReportListRoute("archive");
