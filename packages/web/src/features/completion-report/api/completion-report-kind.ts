import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { completionReportKeys } from "./completion-report-keys";

/**
 * Completion reports as the shared record pieces see them (`/CompletionReport/...`). A section
 * change can open or close a gap and changes the cast count, so it refreshes the report itself and
 * its reconciliation; a change to the report refreshes the spot's pages, which Submit writes.
 */
export const completionReportKind = defineRecordKind("completionReport", {
  keys: completionReportKeys,
  sensitive: () => "full",
  sections: {
    touches: (id) => [
      { queryKey: completionReportKeys.detail(id), exact: true },
      { queryKey: completionReportKeys.reconciliation(id) },
    ],
  },
  touches: () => [["assets"]],
});
