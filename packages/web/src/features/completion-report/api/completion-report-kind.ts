import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { completionReportKeys } from "./completion-report-keys";

/**
 * Completion reports as the shared record pieces see them (`/CompletionReport/...`). A section
 * change can open or close a gap, so it refreshes the report and its reconciliation (both under
 * `detail(id)`); a change to the report itself refreshes the spot's pages, which Submit writes.
 */
export const completionReportKind = defineRecordKind("completionReport", {
  keys: completionReportKeys,
  sensitive: () => "full",
  sections: {
    touches: (id) => [{ queryKey: completionReportKeys.reconciliation(id) }],
  },
  touches: () => [["assets"]],
});
