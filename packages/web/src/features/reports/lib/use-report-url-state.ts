import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { readListState, type ListColumnSpec, type ListStateChange } from "../../../ui/data-table";
import { readWithinDays, updateReportSearch, writeWithinDays } from "./report-url-state";

/**
 * A report's view read from and written to the URL: the table's state and the window. Each change
 * is a history entry, so back undoes it.
 */
export function useReportUrlState(columns: readonly ListColumnSpec[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, columns), [searchParams, columns]);
  const withinDays = readWithinDays(searchParams);
  const change = useCallback(
    (next: ListStateChange, options?: { replace?: boolean }) =>
      setSearchParams((current) => updateReportSearch(current, next, columns), {
        replace: options?.replace ?? false,
      }),
    [setSearchParams, columns],
  );
  const changeWithinDays = useCallback(
    (days: number) => setSearchParams((current) => writeWithinDays(current, days)),
    [setSearchParams],
  );
  return { state, change, withinDays, changeWithinDays };
}
