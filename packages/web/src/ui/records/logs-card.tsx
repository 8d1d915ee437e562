import type { AuditEntry } from "@rightsdesk/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card, CardHeader } from "../card";
import { EmptyState } from "../empty-state";
import { DocumentIcon } from "../icons";
import { LoadError } from "../load-error";
import { Pagination } from "../pagination";
import { Skeleton } from "../skeleton";
import type { LogFormatter } from "./log-changes";
import { LogList } from "./log-list";

export const logPageSizes = [25, 50, 100] as const;

type AuditPage = { totalRecords: number; records: AuditEntry[] };
type LogQueryOptions = { queryKey: readonly unknown[]; queryFn: () => Promise<AuditPage> };

/**
 * A record's logs tab: every change to it, its sections and documents, newest first, paged. The
 * owner gives the query of one page and the words its log is written in.
 */
export function LogsCard({
  recordLabel,
  formatter,
  pageQuery,
}: {
  /** "company", "person": "Changes to this person show here". */
  recordLabel: string;
  formatter: LogFormatter;
  pageQuery: (pageNumber: number, pageSize: number) => LogQueryOptions;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(logPageSizes[0]);
  const logs = useQuery({ ...pageQuery(page, pageSize), placeholderData: keepPreviousData });
  return (
    <Card aria-labelledby="record-logs-title">
      <CardHeader
        titleId="record-logs-title"
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
          {`Changes to this ${recordLabel} show here as they are made.`}
        </EmptyState>
      ) : (
        <div aria-busy={logs.isPlaceholderData}>
          <LogList entries={logs.data.records} formatter={formatter} />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={logs.data.totalRecords}
            pageSizes={logPageSizes}
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
