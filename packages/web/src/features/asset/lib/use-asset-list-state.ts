import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { readListState, writeListState, type ListColumnSpec } from "../../../ui/data-table";
import { updateListState, type ListStateChange } from "../../../ui/data-table/list-state";

const editVersionsParam = "editVersions";

/** Whether the asset list's address asks for edit versions beside their base assets. */
export function readIncludeEditVersion(searchParams: URLSearchParams): boolean {
  return searchParams.get(editVersionsParam) === "1";
}

function keep(next: URLSearchParams, include: boolean): URLSearchParams {
  if (include) next.set(editVersionsParam, "1");
  return next;
}

/**
 * The asset list's state in the URL: the shared table state plus "Show edit versions", kept
 * across the table's own changes so a filtered view with edit versions can be bookmarked.
 */
export function useAssetListState(columns: readonly ListColumnSpec[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, columns), [searchParams, columns]);
  const includeEditVersion = readIncludeEditVersion(searchParams);
  const change = useCallback(
    (next: ListStateChange, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) =>
          keep(
            writeListState(updateListState(readListState(current, columns), next, columns), columns),
            readIncludeEditVersion(current),
          ),
        { replace: options?.replace ?? false },
      ),
    [setSearchParams, columns],
  );
  const setIncludeEditVersion = useCallback(
    (include: boolean) =>
      setSearchParams((current) =>
        keep(
          writeListState(updateListState(readListState(current, columns), { page: 0 }, columns), columns),
          include,
        ),
      ),
    [setSearchParams, columns],
  );
  return { state, change, includeEditVersion, setIncludeEditVersion };
}
