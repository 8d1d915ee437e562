import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  readListState,
  updateListState,
  writeListState,
  type ListColumnSpec,
  type ListStateChange,
  type ListViewState,
} from "./list-state";

/**
 * A data table's state, read from and written to the URL's search params. Each change is a new
 * history entry, so the browser's back button undoes it; `replace` is for changes that should not
 * be one (a page clamped to the last that exists).
 */
export function useListUrlState(columns: readonly ListColumnSpec[]): {
  state: ListViewState;
  change: (change: ListStateChange, options?: { replace?: boolean }) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, columns), [searchParams, columns]);
  const change = useCallback(
    (next: ListStateChange, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) => writeListState(updateListState(readListState(current, columns), next, columns), columns),
        { replace: options?.replace ?? false },
      ),
    [setSearchParams, columns],
  );
  return { state, change };
}
