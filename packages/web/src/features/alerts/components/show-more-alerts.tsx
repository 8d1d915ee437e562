import { Button } from "../../../ui/button";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * Under the alert list: how many rows are shown of how many the view holds, and the next page.
 * The pages follow one another by cursor, so there is no jumping to page N: "Show more" adds the
 * next page below the rows already read.
 */
export function ShowMoreAlerts({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  /** The view's count (the tab's); null until known. */
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing <span className="font-medium text-slate-900">{numberFormat.format(shown)}</span>
        {total !== null && total >= shown && (
          <>
            {" "}
            of <span className="font-medium text-slate-900">{numberFormat.format(total)}</span>
          </>
        )}{" "}
        {total === 1 || (total === null && shown === 1) ? "alert" : "alerts"}
      </p>
      {hasMore && (
        <Button variant="secondary" busy={loading} busyLabel="Loading…" onClick={onMore}>
          Show more
        </Button>
      )}
    </div>
  );
}
