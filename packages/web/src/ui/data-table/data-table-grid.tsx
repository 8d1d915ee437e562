import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { cx } from "../cx";
import { Skeleton } from "../skeleton";
import { ColumnHeading } from "./column-heading";
import { cellClassName, layoutOf, truncatedValueClassName } from "./column-layout";
import type { DataColumn } from "./data-column";
import type { ColumnFilter, ListSort, ListViewState } from "./list-state";
import { nextRowIndex } from "./row-navigation";

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });

type DataTableGridProps<TRecord extends RowData> = {
  caption: string;
  columns: readonly DataColumn<TRecord>[];
  state: ListViewState;
  /** undefined while the first page loads: skeleton rows show instead. */
  records: TRecord[] | undefined;
  /** How many records the whole list has, for screen readers' "row 26 of 1,234". */
  total: number | undefined;
  /** A newer page is on its way: the rows shown are the previous ones. */
  refreshing: boolean;
  getRowId: (record: TRecord) => string;
  onOpenRow?: ((record: TRecord) => void) | undefined;
  rowActions?: ((record: TRecord) => ReactNode) | undefined;
  onSortChange: (sort: ListSort | null) => void;
  onFilterChange: (column: string, filter: ColumnFilter | null) => void;
};

const emptyRows: never[] = [];

const emptyValue = <span className="text-slate-400">—</span>;

/** The row actions stay in view when the table scrolls sideways; a hairline marks their edge. */
const stickyEdge = "shadow-[-1px_0_0_0_var(--color-slate-200)]";

const focusableInside = "a[href], button, input, select, textarea";

/** An interactive element inside a row handles its own clicks; the row does not open. */
function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  return event.target instanceof Element && event.target.closest("a, button, input, select, label") !== null;
}

/**
 * The table itself: headings that sort on the server (aria-sort) with a filter each, and rows
 * reached with one Tab stop — ArrowUp/ArrowDown, Home and End move between them, Enter opens one.
 */
export function DataTableGrid<TRecord extends RowData>({
  caption,
  columns,
  state,
  records,
  total,
  refreshing,
  getRowId,
  onOpenRow,
  rowActions,
  onSortChange,
  onFilterChange,
}: DataTableGridProps<TRecord>) {
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, TRecord>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((record) => column.value(record), {
          id: column.id,
          header: column.header,
          enableSorting: column.field !== null,
          cell: (info) => {
            const value = info.getValue();
            const shown = column.cell
              ? column.cell(info.row.original)
              : value === null || value === ""
                ? emptyValue
                : value;
            if (layoutOf(column) !== "truncate" || value === null || value === "") return shown;
            return (
              <span className={truncatedValueClassName} title={String(value)}>
                {shown}
              </span>
            );
          },
        }),
      ),
    );
  }, [columns]);
  const sorting = useMemo<SortingState>(
    () => (state.sort ? [{ id: state.sort.column, desc: state.sort.descending }] : []),
    [state.sort],
  );
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(columns.map((column) => [column.id, state.visibleColumns.includes(column.id)])),
    [columns, state.visibleColumns],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: records ?? emptyRows,
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === "function" ? updater(sorting) : updater;
      onSortChange(next ? { column: next.id, descending: next.desc } : null);
    },
  });

  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [activeRow, setActiveRow] = useState(0);
  const rows = table.getRowModel().rows;
  const focusable = Math.min(activeRow, Math.max(rows.length - 1, 0));
  const firstRowIndex = state.page * state.pageSize;

  // One Tab stop for the rows: links and buttons inside a row are reached only from that row, so
  // Tab leaves the table after the current row instead of walking every link of the page.
  useEffect(() => {
    rowRefs.current.forEach((row, index) => {
      row?.querySelectorAll<HTMLElement>(focusableInside).forEach((element) => {
        element.tabIndex = index === focusable ? 0 : -1;
      });
    });
  });

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, record: TRecord) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" && onOpenRow) {
      event.preventDefault();
      onOpenRow(record);
      return;
    }
    const next = nextRowIndex(event.key, index, rows.length);
    if (next === null) return;
    event.preventDefault();
    setActiveRow(next);
    rowRefs.current[next]?.focus();
  };

  const columnOf = (columnId: string) => columns.find((candidate) => candidate.id === columnId);
  const cellClasses = useMemo(
    () => new Map(columns.map((column) => [column.id, cellClassName(column)])),
    [columns],
  );
  const filterOf = (columnId: string) => state.filters.find((filter) => filter.column === columnId);
  const visibleCount = table.getVisibleLeafColumns().length + (rowActions ? 1 : 0);

  return (
    // `relative`: screen-reader-only text inside is positioned against the scroller, not the page.
    <div className="relative overflow-x-auto">
      <table
        className="w-full text-left text-sm"
        aria-busy={refreshing || records === undefined}
        aria-rowcount={total === undefined ? undefined : total + 1}
      >
        <caption className="sr-only">
          {caption}. Select a column heading to sort by it, or its funnel to filter. In the rows, the arrow
          keys move and Enter opens.
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const column = columnOf(header.column.id);
                if (!column) return null;
                return (
                  <ColumnHeading
                    key={header.id}
                    column={column}
                    sorted={header.column.getIsSorted()}
                    onSort={header.column.getCanSort() ? header.column.getToggleSortingHandler() : undefined}
                    filter={filterOf(column.id)}
                    onFilterChange={(filter) => onFilterChange(column.id, filter)}
                  />
                );
              })}
              {rowActions && (
                <th
                  scope="col"
                  className={cx("sticky right-0 w-px bg-slate-50 px-2.5 py-2 pr-5 text-right", stickyEdge)}
                >
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody className={cx("divide-y divide-slate-100 transition-opacity", refreshing && "opacity-60")}>
          {records === undefined
            ? Array.from({ length: Math.min(state.pageSize, 8) }, (_, row) => (
                <tr key={row}>
                  {Array.from({ length: visibleCount }, (_, cell) => (
                    <td key={cell} className="px-2.5 py-3.5 first:pl-5">
                      <Skeleton className={cx("h-4 w-full", cell % 3 === 1 ? "max-w-40" : "max-w-20")} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => (
                <tr
                  key={row.id}
                  ref={(element) => {
                    rowRefs.current[index] = element;
                  }}
                  tabIndex={index === focusable ? 0 : -1}
                  aria-rowindex={firstRowIndex + index + 2}
                  onFocus={() => setActiveRow(index)}
                  onKeyDown={(event) => onRowKeyDown(event, index, row.original)}
                  onClick={(event) => {
                    if (onOpenRow && !isFromControl(event)) onOpenRow(row.original);
                  }}
                  className={cx(
                    "group hover:bg-slate-50 focus-visible:bg-indigo-50/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600",
                    onOpenRow && "cursor-pointer",
                  )}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cx(
                        "px-2.5 py-3 text-slate-700 first:pl-5 last:pr-5",
                        // Names and labels may wrap so the table fits; numbers and dates stay on one line.
                        cellClasses.get(cell.column.id),
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {rowActions && (
                    <td
                      className={cx(
                        "sticky right-0 w-px bg-white px-2.5 py-2 pr-5 text-right whitespace-nowrap group-hover:bg-slate-50 group-focus-visible:bg-indigo-50",
                        stickyEdge,
                      )}
                    >
                      {rowActions(row.original)}
                    </td>
                  )}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
