import type { AuditEntry } from "@rightsdesk/domain";
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { EmptyState } from "../empty-state";
import { DocumentIcon } from "../icons";
import { Pagination } from "../pagination";
import { Skeleton } from "../skeleton";
import { readRecordId } from "../../lib/read-record-id";
import type { LogFormatter } from "./log-changes";
import { LogList } from "./log-list";
import type { RecordKind } from "./record-kind";
import { useRecordPage } from "./record-page";
import { recordLogsQueryOptions } from "./record-queries";
import { QueryView } from "../../ui/query-view";
import { TitledCard } from "../titled-card";

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
    <TitledCard
      titleId="record-logs-title"
      title="Logs"
      description="Who changed what and when, newest first. Times are in your time zone."
    >
      <QueryView
        query={logs}
        loading={
          <div role="status" aria-label="Loading the log…" className="space-y-4 px-5 py-5 sm:px-6">
            {[0, 1, 2].map((row) => (
              <div key={row} className="space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            ))}
          </div>
        }
        errorTitle="The log could not be loaded"
        isEmpty={(data) => data.totalRecords === 0}
        empty={
          <EmptyState icon={<DocumentIcon className="size-5" />} title="No changes recorded yet">
            {`Changes to this ${recordLabel} show here as they are made.`}
          </EmptyState>
        }
      >
        {(data) => (
          <div aria-busy={logs.isPlaceholderData}>
            <LogList entries={data.records} formatter={formatter} />
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.totalRecords}
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
      </QueryView>
    </TitledCard>
  );
}

/** The logs tab's loader: the first page of the record's log. A failure shows in place with "Try again". */
export function loadRecordLogs<T extends { id: number }>(queryClient: QueryClient, kind: RecordKind<T>) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = readRecordId(params[kind.param]);
    if (id === null) return null;
    try {
      await queryClient.ensureQueryData(recordLogsQueryOptions(kind, id, 0, logPageSizes[0]));
    } catch {
      // Shown in place with "Try again".
    }
    return null;
  };
}

/** A record's logs tab: every change to it, its sections and documents, in the kind's words. */
export function RecordLogsTab<T extends { id: number }>({
  kind,
  formatter,
}: {
  kind: RecordKind<T>;
  formatter: LogFormatter;
}) {
  const { record } = useRecordPage(kind);
  return (
    <LogsCard
      recordLabel={kind.nouns.singular}
      formatter={formatter}
      pageQuery={(page, size) => recordLogsQueryOptions(kind, record.id, page, size)}
    />
  );
}
