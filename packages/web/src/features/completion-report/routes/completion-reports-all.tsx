import { completionReportListRoute } from "../components/completion-report-list";

/** /completion-reports/all: the reports in use. */
export const { loader, Component } = completionReportListRoute("all");
