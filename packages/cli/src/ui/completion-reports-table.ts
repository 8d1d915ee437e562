import { codeLabel, completionReportStageLabels, type CompletionReportSummary } from "@rightsdesk/domain";
import type { RecordTable } from "./record-page-table.js";
import { tableColumns } from "./table.js";

/** Completion reports: the spot each reports on, where it stands (draft, submitted, revised), and when. */
export const completionReportsTable: RecordTable<CompletionReportSummary> = {
  columns: tableColumns<CompletionReportSummary>({
    Code: "code",
    Name: "name",
    Spot: "assetTitle",
    "Ad-ID": "adId",
    "Production date": (report) => report.productionDate ?? "",
    Stage: (report) => completionReportStageLabels[report.stage],
    Status: (report) => codeLabel(report.status),
    Submitted: (report) => report.submittedOn?.slice(0, 10) ?? "",
  }),
  names: { one: "completion report", many: "completion reports" },
};
