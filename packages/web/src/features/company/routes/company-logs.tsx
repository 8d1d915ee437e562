import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { Card, CardHeader } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { Pagination } from "../../../ui/pagination";
import { Skeleton } from "../../../ui/skeleton";
import { companyLogPageSizes, companyLogsQueryOptions, useCompanyLogs } from "../api/list-company-logs";
import { CompanyLogList } from "../components/detail/company-log-list";
import { useCompanyPage } from "../components/detail/company-page";
import { readCompanyId } from "../lib/read-company-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const companyId = readCompanyId(params.companyId);
    if (companyId === null) return null;
    try {
      await queryClient.ensureQueryData(companyLogsQueryOptions(companyId, 0, companyLogPageSizes[0]));
    } catch {
      // Shown in place with "Try again".
    }
    return null;
  };
}

/** The logs tab: every change to the company, its sections and documents, newest first. */
export function Component() {
  const { company } = useCompanyPage();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(companyLogPageSizes[0]);
  const logs = useCompanyLogs(company.id, page, pageSize);
  return (
    <Card aria-labelledby="company-logs-title">
      <CardHeader
        titleId="company-logs-title"
        title="Logs"
        description="Who changed what and when, newest first. Times are in your time zone."
      />
      {logs.isPending ? (
        <div role="status" aria-label="Loading the log…" className="space-y-4 px-5 py-5 sm:px-6">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-2/3" />
            </div>
          ))}
        </div>
      ) : logs.isError ? (
        <LoadError
          title="The log could not be loaded"
          error={logs.error}
          retrying={logs.isFetching}
          onRetry={() => void logs.refetch()}
        />
      ) : logs.data.totalRecords === 0 ? (
        <EmptyState icon={<DocumentIcon className="size-5" />} title="No changes recorded yet">
          Changes to this company show here as they are made.
        </EmptyState>
      ) : (
        <div aria-busy={logs.isPlaceholderData}>
          <CompanyLogList entries={logs.data.records} />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={logs.data.totalRecords}
            pageSizes={companyLogPageSizes}
            itemLabel="log entries"
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </div>
      )}
    </Card>
  );
}
