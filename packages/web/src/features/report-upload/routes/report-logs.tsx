import { isIsoDate, type ListFilter, type ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { Card } from "../../../ui/card";
import { DataTable, readListState, toListQuery, type ListViewState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { TextField } from "../../../ui/text-field";
import { listAiringRows, rowListQueryOptions } from "../api/airing-rows";
import { logRowColumns } from "../components/row-columns";
import { useScopedListState } from "../lib/use-scoped-list-state";
import { withFilters } from "../lib/with-filters";

/** The air date range, kept in the URL beside the table's own filters. */
const kept = ["from", "to"] as const;

function dateRangeFilters(search: URLSearchParams): ListFilter[] {
  const bound = (name: "from" | "to", operator: "gte" | "lte"): ListFilter[] => {
    const day = search.get(name);
    return day && isIsoDate(day) ? [{ property: "airDate", operator, value: day, caseSensitive: false }] : [];
  };
  return [...bound("from", "gte"), ...bound("to", "lte")];
}

function logQuery(state: ListViewState, search: URLSearchParams): ListQuery {
  return withFilters(toListQuery(state, logRowColumns), dateRangeFilters(search));
}

export function loader(queryClient: QueryClient) {
  return async function loadLog({ request }: LoaderFunctionArgs) {
    const search = new URL(request.url).searchParams;
    try {
      await queryClient.ensureQueryData(
        rowListQueryOptions(logQuery(readListState(search, logRowColumns), search)),
      );
    } catch {
      // The page shows the failure where the table would be, with a way to try again.
    }
    return null;
  };
}

/**
 * /rights-expiration/report-logs: every row of every upload. Each column filters from its
 * heading (Ad-ID, outlet, outcome...); the air date range sits above the table.
 */
export function Component() {
  const { state, search, change, setParams } = useScopedListState(logRowColumns, kept);
  const query = logQuery(state, search);
  const result = useQuery({
    ...rowListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const extra = dateRangeFilters(search);
  return (
    <>
      <title>{`Report logs · ${config.productName}`}</title>
      <Card>
        <div className="grid gap-4 border-b border-slate-200 px-4 py-3 sm:grid-cols-[repeat(2,minmax(0,12rem))] sm:px-6">
          <TextField
            label="Aired from"
            type="date"
            value={search.get("from") ?? ""}
            onChange={(event) => setParams({ from: event.target.value })}
          />
          <TextField
            label="Aired to"
            type="date"
            value={search.get("to") ?? ""}
            onChange={(event) => setParams({ to: event.target.value })}
          />
        </div>
        <DataTable
          caption="Report log: every row of every upload"
          itemLabel="log rows"
          columns={logRowColumns}
          state={state}
          onStateChange={change}
          result={result}
          fetchPage={(page) => listAiringRows(withFilters(page, extra))}
          getRowId={(row) => String(row.id)}
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title={extra.length > 0 ? "Nothing aired in these dates" : "No rows yet"}
            >
              {extra.length > 0
                ? "Change the air dates to see more."
                : "Every row of every uploaded report shows here, with what became of it."}
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
