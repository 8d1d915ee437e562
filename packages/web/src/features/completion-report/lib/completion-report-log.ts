import { findCompletionReportSection } from "@rightsdesk/domain";
import { createLogFormatter } from "../../../ui/records/log-changes";

const profileFieldLabels: Readonly<Record<string, string>> = {
  name: "Name",
  assetId: "Spot",
  editVersionId: "Edit version",
  productionDate: "Production date",
  stage: "Stage",
  status: "Status",
  revision: "Revision",
  changes: "Changes",
};

/** A completion report's log in words: its sections' and profile's labels. */
export const completionReportLogFormatter = createLogFormatter({
  recordLabel: "completion report",
  recordKeys: ["completion_report", "completionreport", "completion-report"],
  findSection: findCompletionReportSection,
  profileFieldLabels,
});
