import type { ListQuery } from "@rightsdesk/domain";
import type { RowData } from "@tanstack/react-table";
import { useMemo, useState, type ReactNode } from "react";
import { Button } from "../button";
import { EmptyState } from "../empty-state";
import { SearchIcon } from "../icons";
import { QueryLoadError } from "../load-error";
import { Pagination } from "../pagination";
import { ActiveFilters } from "./active-filters";
import { ColumnChooser } from "./column-chooser";
import { applyColumnChoice, squeezedColumnIds } from "./column-priority";
import { CsvExportButton, CsvExportStatus, useCsvExport } from "./csv-export-button";
import type { ListPageResult } from "./csv-export";
import type { DataColumn } from "./data-column";
import { DataTableGrid } from "./data-table-grid";
import {
  defaultVisibleColumns,
  isListFiltered,
  listPageSizes,
  toListQuery,
  type ListStateChange,
  type ListViewState,
} from "./list-state";
import { useRoomyScreen } from "./use-roomy-screen";

/** The parts of a TanStack Query result the table reads. */
export interface DataTableResult<TRecord> {
  data: ListPageResult<TRecord> | undefined;
  error: Error | null;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export type DataTableProps<TRecord extends RowData> = {
  /** What the table lists, for screen readers: "Active companies". */
  caption: string;
  /** The records in the plural, lower case: "companies". Also names the CSV file. */
  itemLabel: string;
  columns: readonly DataColumn<TRecord>[];
  state: ListViewState;
  onStateChange: (change: ListStateChange, options?: { replace?: boolean }) => void;
  /** The list call's result for `toListQuery(state, columns)`. */
  result: DataTableResult<TRecord>;
  /** The same list call, for the CSV export's pages. */
  fetchPage: (query: ListQuery) => Promise<ListPageResult<TRecord>>;
  getRowId: (record: TRecord) => string;
  /** Enter on a row, or a click on it, opens the record. */
  onOpenRow?: (record: TRecord) => void;
  /** Buttons at the end of each row (archive, restore...). */
  rowActions?: (record: TRecord) => ReactNode;
  /** What shows when the list holds nothing at all (no filter in force). */
  emptyState: ReactNode;
  /** Takes the place of the CSV export button, for a list the server exports itself. */
  exportControl?: ReactNode;
};

/**
 * A list the server sorts, filters and pages, with its whole state in the URL (see
 * `list-state.ts`): filters per column, a column chooser, CSV export of the current filter and
 * sort, and keyboard navigation between rows.
 */
export function DataTable<TRecord extends RowData>({
  caption,
  itemLabel,
  columns,
  state,
  onStateChange,
  result,
  fetchPage,
  getRowId,
  onOpenRow,
  rowActions,
  emptyState,
  exportControl,
}: DataTableProps<TRecord>) {
  const query = useMemo(() => toListQuery(state, columns), [state, columns]);
  const visibleColumns = useMemo(
    () => columns.filter((column) => state.visibleColumns.includes(column.id)),
    [columns, state.visibleColumns],
  );
  const csv = useCsvExport({
    query,
    fetchPage,
    columns: visibleColumns,
    fileNamePrefix: itemLabel.toLowerCase().replace(/\s+/g, "-"),
    itemLabel,
  });
  const roomy = useRoomyScreen();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const squeezed = useMemo(() => squeezedColumnIds(columns, roomy, revealed), [columns, roomy, revealed]);
  const shownState = useMemo(
    () => ({ ...state, visibleColumns: state.visibleColumns.filter((id) => !squeezed.has(id)) }),
    [state, squeezed],
  );
  const chooseColumns = (chosen: readonly string[]) => {
    const choice = applyColumnChoice(chosen, shownState.visibleColumns, state.visibleColumns, squeezed);
    setRevealed((before) => {
      const next = new Set([...before, ...choice.reveal]);
      for (const id of choice.conceal) next.delete(id);
      return next;
    });
    onStateChange({ visibleColumns: choice.visible });
  };
  /** The usual columns as this window shows them ("Show the usual columns" also forgets reveals). */
  const usualShown = useMemo(
    () =>
      defaultVisibleColumns(columns).filter((id) => !squeezedColumnIds(columns, roomy, new Set()).has(id)),
    [columns, roomy],
  );
  const squeezedCount = state.visibleColumns.filter((id) => squeezed.has(id)).length;
  const clearFilters = () => onStateChange({ clearFilters: true });
  const data = result.data;
  const lastPage = data ? Math.max(0, Math.ceil(data.totalRecords / state.pageSize) - 1) : 0;

  const grid = (records: TRecord[] | undefined) => (
    <DataTableGrid
      caption={caption}
      columns={columns}
      state={shownState}
      records={records}
      total={data?.totalRecords}
      refreshing={result.isPlaceholderData}
      getRowId={getRowId}
      onOpenRow={onOpenRow}
      rowActions={rowActions}
      onSortChange={(sort) => onStateChange({ sort })}
      onFilterChange={(column, filter) => onStateChange({ filter: { column, filter } })}
    />
  );

  let body: ReactNode;
  if (result.error && !data) {
    body = <QueryLoadError query={result} title={`The ${itemLabel} could not be loaded`} />;
  } else if (data?.totalRecords === 0) {
    body = isListFiltered(state) ? (
      <>
        {/* The headings stay, so a filter can be changed from its funnel. */}
        {grid([])}
        <EmptyState
          icon={<SearchIcon className="size-5" />}
          title={`No ${itemLabel} match these filters`}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        >
          Change or remove a filter to see more.
        </EmptyState>
      </>
    ) : (
      emptyState
    );
  } else if (data && data.records.length === 0) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-5" />}
        title={`There is no page ${state.page + 1}`}
        action={
          <Button variant="secondary" onClick={() => onStateChange({ page: lastPage }, { replace: true })}>
            Go to the last page
          </Button>
        }
      >
        The list has {data.totalRecords} {itemLabel}, fewer than this page starts at.
      </EmptyState>
    );
  } else {
    body = (
      <>
        {grid(data?.records)}
        {data && (
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            total={data.totalRecords}
            pageSizes={listPageSizes}
            itemLabel={itemLabel}
            showEnds
            onPageChange={(page) => onStateChange({ page })}
            onPageSizeChange={(pageSize) => onStateChange({ pageSize })}
          />
        )}
      </>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0 flex-1">
          <ActiveFilters
            columns={columns}
            filters={state.filters}
            onRemove={(column) => onStateChange({ filter: { column, filter: null } })}
            onClear={clearFilters}
          />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <ColumnChooser
            columns={columns}
            visible={shownState.visibleColumns}
            defaults={usualShown}
            note={
              squeezedCount > 0
                ? `${squeezedCount} ${squeezedCount === 1 ? "column gives" : "columns give"} way to fit this window; tick ${squeezedCount === 1 ? "it" : "them"} to show ${squeezedCount === 1 ? "it" : "them"} anyway.`
                : undefined
            }
            onChange={(visible) => {
              if (visible !== usualShown) return chooseColumns(visible);
              setRevealed(new Set());
              onStateChange({ visibleColumns: defaultVisibleColumns(columns) });
            }}
          />
          {exportControl ?? (
            <CsvExportButton
              running={csv.status.kind === "running"}
              disabled={!data || data.totalRecords === 0}
              onStart={() => void csv.start()}
            />
          )}
        </div>
      </div>
      {csv.status.kind !== "idle" && (
        <div className="pt-3">
          <CsvExportStatus
            status={csv.status}
            itemLabel={itemLabel}
            onCancel={csv.cancel}
            onDismiss={csv.dismiss}
          />
        </div>
      )}
      {body}
    </>
  );
}
