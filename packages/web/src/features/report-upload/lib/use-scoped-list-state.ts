import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  readListState,
  writeListState,
  type ListColumnSpec,
  type ListStateChange,
  type ListViewState,
} from "../../../ui/data-table";
import { updateListState } from "../../../ui/data-table/list-state";

/** The upload a page is about, from `?upload=ID`; null without one (or with a bad one). */
export function readUploadId(search: URLSearchParams): number | null {
  const id = Number(search.get("upload"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A data table's state in the URL (as `useListUrlState` keeps it) beside the params that are not
 * the table's (`upload`, the log's date range): a change to the table keeps them.
 */
export function useScopedListState(
  columns: readonly ListColumnSpec[],
  kept: readonly string[],
): {
  state: ListViewState;
  search: URLSearchParams;
  change: (change: ListStateChange, options?: { replace?: boolean }) => void;
  setParams: (params: Record<string, string | null>) => void;
} {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search, columns), [search, columns]);
  const change = useCallback(
    (next: ListStateChange, options?: { replace?: boolean }) =>
      setSearch(
        (current) => {
          const written = writeListState(
            updateListState(readListState(current, columns), next, columns),
            columns,
          );
          for (const name of kept) {
            const value = current.get(name);
            if (value !== null) written.set(name, value);
          }
          return written;
        },
        { replace: options?.replace ?? false },
      ),
    [setSearch, columns, kept],
  );
  /** Sets or removes params outside the table's state; the table goes back to its first page. */
  const setParams = useCallback(
    (params: Record<string, string | null>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(params)) {
          if (value === null || value === "") next.delete(name);
          else next.set(name, value);
        }
        next.delete("page");
        return next;
      }),
    [setSearch],
  );
  return { state, search, change, setParams };
}
