import type { CompletionReportSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import { ArchiveIcon, DocumentIcon } from "../../../ui/icons";
import { ArchiveRecordDialog, RestoreRecordDialog } from "../../../ui/records/record-archive-controls";
import { recordListRoute, type RecordListSpec } from "../../../ui/records/record-list";
import { completionReportKind } from "../api/completion-report-kind";
import { completionReportColumns } from "./completion-report-columns";

const lists = {
  all: {
    list: (query) => api.listCompletionReports({ body: query }),
    columns: completionReportColumns.all,
    title: "Completion reports",
    caption: "Active completion reports",
    empty: {
      icon: <DocumentIcon className="size-5" />,
      title: "No completion reports yet",
      text: "A completion report records who and what is in a finished spot. Reports you add appear here with their stage.",
      add: { href: paths.app.addCompletionReport.getHref(), label: "Add completion report" },
    },
  },
  archive: {
    list: (query) => api.listArchivedCompletionReports({ body: query }),
    columns: completionReportColumns.archive,
    title: "Archived completion reports",
    caption: "Archived completion reports",
    empty: {
      icon: <ArchiveIcon className="size-5" />,
      title: "The archive is empty",
      text: "Completion reports you archive move here, and can be restored from here.",
    },
  },
} satisfies Record<"all" | "archive", Partial<RecordListSpec<CompletionReportSummary>>>;

/**
 * `/completion-reports/all` (`POST /CompletionReport/GetBy`) and `/completion-reports/archive`:
 * the shared list, a row opening the report. Archive and Restore show to users with the delete right.
 */
export function completionReportListRoute(scope: "all" | "archive") {
  return recordListRoute<CompletionReportSummary>({
    ...lists[scope],
    module: completionReportKind.module,
    queryKey: [...completionReportKind.keys.lists(), scope],
    itemLabel: "completion reports",
    rowHref: (report) => paths.app.completionReport.getHref(report.id),
    rowActions: {
      actions: scope === "all" ? ["archive"] : ["restore"],
      nameOf: (report) => report.name,
      renderDialog: (action, report, open, onClose) => {
        const dialog = {
          kind: completionReportKind,
          record: { id: report.id, name: report.name },
          open,
          onClose,
        };
        return action === "archive" ? (
          <ArchiveRecordDialog {...dialog} successText={`${report.name} was moved to the archive.`}>
            It leaves the active list and moves to the archive with its cast, crew and revise log. You can
            restore it from the archive at any time.
          </ArchiveRecordDialog>
        ) : (
          <RestoreRecordDialog {...dialog}>
            It returns to the active list as it was when it was archived.
          </RestoreRecordDialog>
        );
      },
    },
  });
}
