import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { Card } from "../../../ui/card";
import { cx } from "../../../ui/cx";
import { EmptyState } from "../../../ui/empty-state";
import { focusRing } from "../../../ui/focus-ring";
import { ChevronRightIcon, DocumentIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { Skeleton } from "../../../ui/skeleton";
import { reportCatalogueQueryOptions, useReportCatalogue } from "../api/list-report-types";
import { QueryView } from "../../../ui/query-view";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return () => prefetchQueries(queryClient.ensureQueryData(reportCatalogueQueryOptions()));
}

function CatalogueLoading() {
  return (
    <ul role="status" aria-label="Loading reports" className="divide-y divide-slate-100">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <li key={row} className="space-y-2 px-5 py-4 sm:px-6">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-80 max-w-full" />
        </li>
      ))}
    </ul>
  );
}

/** /reports/all: the reports the caller may run, each opening its table. */
export function Component() {
  const catalogue = useReportCatalogue();
  return (
    <>
      <title>{`Reports · ${config.productName}`}</title>
      <PageHeader
        title="Reports"
        description="Expirations, holding fees and guarantees across your assets, elements and contracts. Each report can be filtered, sorted and exported."
      />
      <Card aria-label="Reports you can run">
        <QueryView
          query={catalogue}
          loading={<CatalogueLoading />}
          errorTitle="The reports could not be loaded"
          isEmpty={(data) => data.records.length === 0}
          empty={
            <EmptyState icon={<DocumentIcon className="size-5" />} title="No reports for your role">
              Reports need read access to assets, elements or contracts. Ask your administrator.
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {data.records.map((report) => (
                <li key={report.key}>
                  <Link
                    to={paths.app.reports.report.getHref(report.key)}
                    className={cx(
                      "group flex items-center gap-4 px-5 py-4 hover:bg-slate-50 sm:px-6",
                      focusRing,
                      "focus-visible:-outline-offset-2",
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-slate-900 group-hover:text-indigo-700">
                        {report.name}
                      </span>
                      <span className="mt-0.5 block text-sm text-slate-600">{report.description}</span>
                    </span>
                    {report.window === "window" && (
                      <span className="hidden shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 sm:inline">
                        Days ahead
                      </span>
                    )}
                    <ChevronRightIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </>
  );
}
