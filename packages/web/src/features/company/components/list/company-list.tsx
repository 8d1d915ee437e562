import type { CompanySummary } from "@rightsdesk/domain";
import { api } from "../../../../lib/api-client";
import { paths } from "../../../../routing/paths";
import { ArchiveIcon, BuildingIcon } from "../../../../ui/icons";
import { ArchiveRecordDialog, RestoreRecordDialog } from "../../../../ui/records/record-archive-controls";
import { recordListRoute, type RecordListSpec } from "../../../../ui/records/record-list";
import { companyKeys } from "../../api/company-keys";
import { companyKind } from "../../api/company-kind";
import { companyColumns } from "./company-columns";

const lists = {
  all: {
    list: (query) => api.listCompanies({ body: query }),
    columns: companyColumns.all,
    title: "Companies",
    caption: "Active companies",
    empty: {
      icon: <BuildingIcon className="size-5" />,
      title: "No companies yet",
      text: "Companies you add appear here.",
      add: { href: paths.app.addCompany.getHref(), label: "Add company" },
    },
  },
  archive: {
    list: (query) => api.listArchivedCompanies({ body: query }),
    columns: companyColumns.archive,
    title: "Archived companies",
    caption: "Archived companies",
    empty: {
      icon: <ArchiveIcon className="size-5" />,
      title: "The archive is empty",
      text: "Companies you archive move here, and can be restored from here.",
    },
  },
} satisfies Record<"all" | "archive", Partial<RecordListSpec<CompanySummary>>>;

/**
 * `/companies/all` (`POST /Company/GetBy`) and `/companies/archive` (`POST /Company/Archive/GetBy`):
 * the shared list, a row opening the company's profile. Archive (on the active list) and Restore
 * (on the archive) show to users with the Company delete right.
 */
export function companyListRoute(scope: "all" | "archive") {
  return recordListRoute<CompanySummary>({
    ...lists[scope],
    module: companyKind.module,
    queryKey: [...companyKeys.lists(), scope],
    itemLabel: "companies",
    rowHref: (company) => paths.app.company.getHref(company.id),
    rowActions: {
      actions: scope === "all" ? ["archive"] : ["restore"],
      nameOf: (company) => company.legalName,
      renderDialog: (action, company, open, onClose) => {
        const dialog = {
          kind: companyKind,
          record: { id: company.id, name: company.legalName },
          open,
          onClose,
        };
        return action === "archive" ? (
          <ArchiveRecordDialog {...dialog} successText={`${company.legalName} was moved to the archive.`}>
            It leaves the active list and moves to the archive, with everything recorded on it. You can
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
