import type { QueryClient } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { formatOptionalDisplayDate, isIsoDate } from "@rightsdesk/domain";
import { cx } from "../../../ui/cx";
import { EmptyState } from "../../../ui/empty-state";
import { focusRing } from "../../../ui/focus-ring";
import { UserIcon } from "../../../ui/icons";
import { payrollClientsQueryOptions, usePayrollClients } from "../api/list-payroll-clients";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { companyShowsTab } from "../lib/company-tab";
import { readRecordId } from "../../../lib/read-record-id";
import { useRecordPage } from "../../../ui/records/record-page";
import { companyKind } from "../api/company-kind";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { TitledCard } from "../../../ui/titled-card";
import { ColumnHeaderRow } from "../../../ui/column-header-row";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const companyId = readRecordId(params.companyId);
    if (companyId === null) return null;
    try {
      await queryClient.ensureQueryData(payrollClientsQueryOptions(companyId));
    } catch {
      // Shown in place with "Try again" (or the tab's notice for a type without it).
    }
    return null;
  };
}

/** A payroll vendor's clients: the companies that name it as their payroll vendor (read only). */
export function Component() {
  const { record: company } = useRecordPage(companyKind);
  if (!companyShowsTab(company, "payroll-vendor-company")) {
    return <MissingTabNotice route="payroll-vendor-company" />;
  }
  return <PayrollClients companyId={company.id} />;
}

function PayrollClients({ companyId }: { companyId: number }) {
  const clients = usePayrollClients(companyId);
  return (
    <TitledCard
      titleId="payroll-clients-title"
      title="Payroll clients"
      description="Companies that name this vendor on their Payroll vendor tab. Change it there."
    >
      <QueryView
        query={clients}
        loading={<LoadingBars label="Loading…" bars={["h-4 w-2/3", "h-4 w-1/2"]} />}
        errorTitle="The payroll clients could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={<UserIcon className="size-5" />} title="No payroll clients yet">
            No company names this vendor as its payroll vendor.
          </EmptyState>
        }
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Payroll clients</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
                <ColumnHeaderRow
                  columns={[
                    { label: "Company", className: "px-4 py-2.5 pl-6" },
                    { label: "Main type", className: "px-4 py-2.5" },
                    { label: "Effective date", className: "px-4 py-2.5" },
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.map((client) => (
                  <tr key={client.id}>
                    <td className="px-4 py-3 pl-6">
                      <Link
                        to={paths.app.company.getHref(client.id)}
                        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
                      >
                        {client.legalName}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{formatCatalogueName(client.mainType)}</td>
                    <td className="px-4 py-3 text-slate-700">
                      {client.effectiveOn && isIsoDate(client.effectiveOn)
                        ? formatOptionalDisplayDate(client.effectiveOn) || "—"
                        : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </TitledCard>
  );
}
