import type { ReportDefinition, ReportRow, ReportType } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { offerBackState } from "../../../routing/navigation-state";
import { paths, recordPageHref } from "../../../routing/paths";
import { config } from "../../../config";
import { api } from "../../../lib/api-client";
import { Card } from "../../../ui/card";
import { DataTable, readListState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { formatDay } from "../../../ui/records/format-day";
import { Skeleton } from "../../../ui/skeleton";
import { reportRunQueryOptions, useReportRun } from "../api/run-report";
import { ExportMenu } from "../components/export-menu";
import { WithinControl } from "../components/within-control";
import { reportColumnsOf } from "../lib/report-columns";
import { reportEmptyTitle } from "../lib/report-empty-title";
import { readReportType } from "../lib/read-report-type";
import { readWithinDays, toReportRequest } from "../lib/report-url-state";
import { useReportUrlState } from "../lib/use-report-url-state";
import { prefetchQueries } from "../../../lib/prefetch-queries";

const columnsCache = new Map<string, ReturnType<typeof reportColumnsOf>>();

/** The table's columns of a report, made once so the URL state stays stable between renders. */
function columnsOf(report: ReportDefinition) {
  let columns = columnsCache.get(report.key);
  if (!columns) {
    columns = reportColumnsOf(report);
    columnsCache.set(report.key, columns);
  }
  return columns;
}

export function loader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const found = readReportType(params.reportType);
    if (!found) throw new Response(null, { status: 404, statusText: "Not Found" });
    const search = new URL(request.url).searchParams;
    const columns = columnsOf(found.report);
    const body = toReportRequest(
      readListState(search, columns),
      columns,
      found.report,
      readWithinDays(search),
    );
    return prefetchQueries(queryClient.ensureQueryData(reportRunQueryOptions(found.reportType, body)));
  };
}

function ReportScreen({ reportType, report }: { reportType: ReportType; report: ReportDefinition }) {
  const columns = columnsOf(report);
  const { state, change, withinDays, changeWithinDays } = useReportUrlState(columns);
  const request = useMemo(
    () => toReportRequest(state, columns, report, withinDays),
    [state, columns, report, withinDays],
  );
  const run = useReportRun(reportType, request);
  const navigate = useNavigate();
  const shownState = state.sort
    ? state
    : { ...state, sort: { column: report.defaultSort.field, descending: !report.defaultSort.ascending } };
  const isWindow = report.window === "window";
  const hasRows = (run.data?.totalRecords ?? 0) > 0;

  return (
    <>
      <title>{`${report.name} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.reports.all.getHref()} className="hover:underline">
            Reports
          </Link>
        }
        title={report.name}
        description={
          <>
            <p>{report.description}</p>
            <p className="mt-1 text-slate-500">
              {run.data ? (
                <>
                  As of <span className="font-medium text-slate-700">{formatDay(run.data.today)}</span>
                  {run.data.from && run.data.to && (
                    <>
                      {" "}
                      · {formatDay(run.data.from)} to {formatDay(run.data.to)}
                    </>
                  )}
                </>
              ) : (
                <Skeleton className="inline-block h-3.5 w-32 align-middle" />
              )}
            </p>
          </>
        }
        actions={
          isWindow ? (
            <WithinControl key={withinDays} days={withinDays} onChange={changeWithinDays} />
          ) : undefined
        }
      />
      <Card>
        <DataTable<ReportRow>
          caption={report.name}
          itemLabel="rows"
          columns={columns}
          state={shownState}
          onStateChange={change}
          result={run}
          fetchPage={(query) => api.runReport({ params: { reportType }, body: { ...request, query } })}
          getRowId={(row) => String(row.id)}
          onOpenRow={(row) =>
            void navigate(recordPageHref(report.link, row.linkId), { state: offerBackState })
          }
          exportControl={<ExportMenu reportType={reportType} request={request} disabled={!hasRows} />}
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title={reportEmptyTitle(reportType, withinDays)}
            >
              {isWindow ? "Choose a longer window above to look further ahead." : "Nothing to list today."}
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}

/** /reports/{reportType}: one report as a table the server sorts, filters, pages and exports. */
export function Component() {
  const params = useParams();
  const found = readReportType(params.reportType);
  if (!found) throw new Response(null, { status: 404, statusText: "Not Found" });
  // A new report starts from its own columns and state.
  return <ReportScreen key={found.reportType} reportType={found.reportType} report={found.report} />;
}
