import { RecordDocumentsTab } from "../../documents";
import { completionReportKind } from "../api/completion-report-kind";

/** The documents tab of a completion report: the shared documents tab with the report's calls and lock. */
export function Component() {
  return <RecordDocumentsTab kind={completionReportKind} />;
}
