import {
  DEFAULT_REPORT_WITHIN_DAYS,
  MAX_REPORT_WITHIN_DAYS,
  type ListQuery,
  type ReportDefinition,
  type ReportRunRequest,
} from "@rightsdesk/domain";
import {
  readListState,
  toListQuery,
  writeListState,
  type ListColumnSpec,
  type ListStateChange,
  type ListViewState,
} from "../../../ui/data-table";
import { updateListState } from "../../../ui/data-table/list-state";

/**
 * A report's view in the URL: the data table's list state (filters, sort, page) plus `within`,
 * the days a window report looks ahead (left out at the default 30):
 *
 *   /reports/use-rights-expiring?within=90&f.performer=cn:ada&sort=daysLeft&dir=desc
 */
export const withinParam = "within";

/** The look-ahead choices offered before "Custom". */
export const withinPresets = [7, 30, 60, 90, 180, 365] as const;

export function readWithinDays(search: URLSearchParams): number {
  const raw = search.get(withinParam);
  if (raw === null || !/^\d+$/.test(raw)) return DEFAULT_REPORT_WITHIN_DAYS;
  const days = Number(raw);
  return days <= MAX_REPORT_WITHIN_DAYS ? days : DEFAULT_REPORT_WITHIN_DAYS;
}

/**
 * The URL after choosing a window: the filters and sort stay, the page starts again at the first
 * (page 4 of a 30-day report means nothing in a 7-day one).
 */
export function writeWithinDays(search: URLSearchParams, days: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (days === DEFAULT_REPORT_WITHIN_DAYS) next.delete(withinParam);
  else next.set(withinParam, String(days));
  next.delete("page");
  return next;
}

/** The list state with the report's own order when the user chose none. */
export function withDefaultSort(state: ListViewState, report: ReportDefinition): ListViewState {
  if (state.sort) return state;
  return { ...state, sort: { column: report.defaultSort.field, descending: !report.defaultSort.ascending } };
}

/** What the server takes for the view: the list query on the report's columns and the window. */
export function toReportRequest(
  state: ListViewState,
  columns: readonly ListColumnSpec[],
  report: ReportDefinition,
  withinDays: number,
): ReportRunRequest {
  const query: ListQuery = toListQuery(withDefaultSort(state, report), columns);
  return report.window === "window" ? { query, withinDays } : { query };
}

/** The URL after a change to the table: the list state rewritten, the window kept. */
export function updateReportSearch(
  current: URLSearchParams,
  change: ListStateChange,
  columns: readonly ListColumnSpec[],
): URLSearchParams {
  const next = writeListState(updateListState(readListState(current, columns), change, columns), columns);
  const within = current.get(withinParam);
  if (within !== null) next.set(withinParam, within);
  return next;
}
