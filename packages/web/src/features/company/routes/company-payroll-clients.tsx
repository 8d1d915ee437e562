import type { QueryClient } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { formatOptionalDisplayDate, isIsoDate } from "@rightsdesk/domain";
import { Card, CardHeader } from "../../../ui/card";
import { cx } from "../../../ui/cx";
import { EmptyState } from "../../../ui/empty-state";
import { focusRing } from "../../../ui/focus-ring";
import { UserIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { payrollClientsQueryOptions, usePayrollClients } from "../api/list-payroll-clients";
import { useCompanyPage } from "../components/detail/company-page";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { companyShowsTab } from "../lib/company-tab";
import { readCompanyId } from "../lib/read-company-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const companyId = readCompanyId(params.companyId);
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
  const { company } = useCompanyPage();
  if (!companyShowsTab(company, "payroll-vendor-company")) {
    return <MissingTabNotice route="payroll-vendor-company" />;
  }
  return <PayrollClients companyId={company.id} />;
}

function PayrollClients({ companyId }: { companyId: number }) {
  const clients = usePayrollClients(companyId);
  return (
    <Card aria-labelledby="payroll-clients-title">
      <CardHeader
        titleId="payroll-clients-title"
        title="Payroll clients"
        description="Companies that name this vendor on their Payroll vendor tab. Change it there."
      />
      {clients.isPending ? (
        <div role="status" aria-label="Loading…" className="space-y-3 px-5 py-5 sm:px-6">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : clients.isError ? (
        <LoadError
          title="The payroll clients could not be loaded"
          error={clients.error}
          retrying={clients.isFetching}
          onRetry={() => void clients.refetch()}
        />
      ) : clients.data.length === 0 ? (
        <EmptyState icon={<UserIcon className="size-5" />} title="No payroll clients yet">
          No company names this vendor as its payroll vendor.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payroll clients</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2.5 pl-6">
                  Company
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Main type
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Effective date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {clients.data.map((client) => (
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
    </Card>
  );
}
