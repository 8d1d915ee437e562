import type { CompanySummary, ListQuery } from "@rightsdesk/domain";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../../app/paths";
import { offerBackState } from "../../../../app/navigation-state";
import { Card } from "../../../../ui/card";
import {
  DataTable,
  type DataColumn,
  type DataTableResult,
  type ListPageResult,
  type ListStateChange,
  type ListViewState,
} from "../../../../ui/data-table";
import { useCompanyRights } from "../../lib/company-rights";
import { ArchiveCompanyDialog, CompanyRowAction, RestoreCompanyDialog } from "./archive-company-dialog";

type CompaniesTableProps = {
  /** Which list: the active companies (archive action) or the archive (restore action). */
  scope: "all" | "archive";
  columns: readonly DataColumn<CompanySummary>[];
  state: ListViewState;
  onStateChange: (change: ListStateChange, options?: { replace?: boolean }) => void;
  result: DataTableResult<CompanySummary>;
  fetchPage: (query: ListQuery) => Promise<ListPageResult<CompanySummary>>;
  emptyState: ReactNode;
};

/**
 * A company list in the shared data table, a row opening the company's profile. Archive (on the
 * active list) and Restore (on the archive) show to users with the Company delete right.
 */
export function CompaniesTable({
  scope,
  columns,
  state,
  onStateChange,
  result,
  fetchPage,
  emptyState,
}: CompaniesTableProps) {
  const navigate = useNavigate();
  const rights = useCompanyRights();
  const [target, setTarget] = useState<{ company: CompanySummary; open: boolean } | null>(null);
  const action = scope === "all" ? "archive" : "restore";
  const Dialog = scope === "all" ? ArchiveCompanyDialog : RestoreCompanyDialog;

  return (
    <>
      <Card>
        <DataTable
          caption={scope === "all" ? "Active companies" : "Archived companies"}
          itemLabel="companies"
          columns={columns}
          state={state}
          onStateChange={onStateChange}
          result={result}
          fetchPage={fetchPage}
          getRowId={(company) => String(company.id)}
          onOpenRow={(company) =>
            void navigate(paths.app.company.getHref(company.id), { state: offerBackState })
          }
          {...(rights.canDelete
            ? {
                rowActions: (company: CompanySummary) => (
                  <CompanyRowAction
                    action={action}
                    company={company}
                    onClick={() => setTarget({ company, open: true })}
                  />
                ),
              }
            : {})}
          emptyState={emptyState}
        />
      </Card>
      {target && (
        <Dialog
          key={target.company.id}
          company={target.company}
          open={target.open}
          onClose={() => setTarget({ ...target, open: false })}
        />
      )}
    </>
  );
}
