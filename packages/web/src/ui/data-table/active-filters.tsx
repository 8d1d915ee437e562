import { cx } from "../cx";
import { focusRing } from "../focus-ring";
import { XIcon } from "../icons";
import type { DataColumn } from "./data-column";
import { describeFilter } from "./describe-filter";
import type { ColumnFilter } from "./list-state";

/** The filters in force, each in words with a button to remove it, and "Clear filters". */
export function ActiveFilters<TRecord>({
  columns,
  filters,
  onRemove,
  onClear,
}: {
  columns: readonly DataColumn<TRecord>[];
  filters: readonly ColumnFilter[];
  onRemove: (column: string) => void;
  onClear: () => void;
}) {
  if (filters.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        No filters. Use the funnel beside a column heading to narrow the list.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700">Filtered by</span>
      <ul className="contents">
        {filters.map((filter) => {
          const column = columns.find((candidate) => candidate.id === filter.column);
          if (!column) return null;
          const text = describeFilter(column, filter);
          return (
            <li
              key={filter.column}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-sm text-indigo-800 ring-1 ring-indigo-600/20 ring-inset"
            >
              <span className="truncate">{text}</span>
              <button
                type="button"
                onClick={() => onRemove(filter.column)}
                aria-label={`Remove filter: ${text}`}
                title="Remove filter"
                className={cx("rounded-full p-0.5 text-indigo-600 hover:bg-indigo-100", focusRing)}
              >
                <XIcon className="size-3.5" />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className={cx(
          "rounded px-1 text-sm font-medium text-slate-600 hover:text-slate-900 hover:underline",
          focusRing,
        )}
      >
        Clear filters
      </button>
    </div>
  );
}
