import { Button } from "./button";
import { ChevronDoubleLeftIcon, ChevronDoubleRightIcon, ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { SelectField } from "./select-field";

type PaginationProps = {
  /** The current page, counted from 0 as list queries count them. */
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  /** "users": what the list holds, for "Showing 1–25 of 40 users". */
  itemLabel: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Adds "First page" and "Last page", for lists long enough to need them. */
  showEnds?: boolean;
};

const numberFormat = new Intl.NumberFormat("en-US");

/** Where the user is in a paged list, the page size, and the previous/next page. */
export function Pagination({
  page,
  pageSize,
  total,
  pageSizes,
  itemLabel,
  onPageChange,
  onPageSizeChange,
  showEnds = false,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 0 ? (
          `No ${itemLabel}`
        ) : (
          <>
            Showing <span className="font-medium text-slate-900">{numberFormat.format(first)}</span>–
            <span className="font-medium text-slate-900">{numberFormat.format(last)}</span> of{" "}
            <span className="font-medium text-slate-900">{numberFormat.format(total)}</span> {itemLabel}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <SelectField
            label="Rows per page"
            hideLabel
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="w-36"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size} per page
              </option>
            ))}
          </SelectField>
        </div>
        <nav aria-label="Pages" className="flex items-center gap-2">
          {showEnds && (
            <Button
              variant="secondary"
              className="px-2.5"
              disabled={page <= 0}
              onClick={() => onPageChange(0)}
              aria-label="First page"
              title="First page"
            >
              <ChevronDoubleLeftIcon className="size-4" />
            </Button>
          )}
          <Button
            variant="secondary"
            className="px-2.5"
            disabled={page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </Button>
          <span className="text-sm whitespace-nowrap text-slate-600">
            Page {numberFormat.format(Math.min(page + 1, pageCount))} of {numberFormat.format(pageCount)}
          </span>
          <Button
            variant="secondary"
            className="px-2.5"
            disabled={page + 1 >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRightIcon className="size-4" />
          </Button>
          {showEnds && (
            <Button
              variant="secondary"
              className="px-2.5"
              disabled={page + 1 >= pageCount}
              onClick={() => onPageChange(pageCount - 1)}
              aria-label="Last page"
              title="Last page"
            >
              <ChevronDoubleRightIcon className="size-4" />
            </Button>
          )}
        </nav>
      </div>
    </div>
  );
}
