import type { MouseEvent } from "react";
import { cx } from "../cx";
import { focusRing } from "../focus-ring";
import { SortIcon } from "../icons";
import { ColumnFilterButton } from "./column-filter";
import { headerClassName, layoutOf } from "./column-layout";
import type { DataColumn } from "./data-column";
import type { ColumnFilter } from "./list-state";

/**
 * A heading's words: it may wrap between them, so a long heading does not set its column's width,
 * while its last word stays on one line with the sort arrow that follows it.
 */
function HeadingWords({ text }: { text: string }) {
  const cut = text.lastIndexOf(" ");
  if (cut < 0) return text;
  return (
    <>
      <span className="whitespace-normal">{text.slice(0, cut + 1)}</span>
      {text.slice(cut + 1)}
    </>
  );
}

type ColumnHeadingProps<TRecord> = {
  column: DataColumn<TRecord>;
  sorted: "asc" | "desc" | false;
  /** Sorts by the column; left out for a column the server cannot sort. */
  onSort: ((event: MouseEvent) => void) | undefined;
  filter: ColumnFilter | undefined;
  onFilterChange: (filter: ColumnFilter | null) => void;
};

/**
 * A column's heading: its name as a button that sorts on the server (aria-sort says how), and the
 * funnel of its filter. A number's heading sits at the right, over its figures.
 */
export function ColumnHeading<TRecord>({
  column,
  sorted,
  onSort,
  filter,
  onFilterChange,
}: ColumnHeadingProps<TRecord>) {
  const atRight = layoutOf(column) === "number";
  const words = <HeadingWords text={column.header} />;
  return (
    <th
      scope="col"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
      className={cx(
        "px-2.5 py-2 align-bottom whitespace-nowrap first:pl-5 last:pr-5",
        headerClassName(column),
      )}
    >
      <div className={cx("flex items-end gap-1", atRight && "justify-end")}>
        {onSort ? (
          <button
            type="button"
            onClick={onSort}
            className={cx(
              "-mx-1 min-w-0 rounded px-1 uppercase hover:text-slate-900",
              atRight ? "text-right" : "text-left",
              sorted && "text-slate-900",
              focusRing,
            )}
          >
            {words}
            <SortIcon sorted={sorted} className="ml-1 inline-block size-3.5 align-[-0.2em]" />
          </button>
        ) : (
          <span className="min-w-0">{words}</span>
        )}
        {column.field && <ColumnFilterButton column={column} filter={filter} onChange={onFilterChange} />}
      </div>
    </th>
  );
}
