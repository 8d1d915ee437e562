import {
  alertStates,
  type AlertCalendarRequest,
  type AlertCountRequest,
  type AlertListRequest,
  type AlertListView,
  type AlertState,
  type IsoDate,
} from "@rightsdesk/domain";
import { isMonthKey, monthOfDay, visibleRange, type MonthKey } from "./month-grid";

export type AlertMode = "list" | "calendar";
export type AlertStateFilter = "open" | "handled" | "all";

/** What an alert view shows, kept in the URL so it can be bookmarked and shared. */
export interface AlertUrlState {
  mode: AlertMode;
  /** The calendar's month; null means the current one. */
  month: MonthKey | null;
  state: AlertStateFilter;
  /** Days ahead for every kind; null means the user's (and companies') preferences. */
  within: number | null;
}

export const defaultAlertUrlState: AlertUrlState = { mode: "list", month: null, state: "open", within: null };

/** The "days ahead" choices of the filter. */
export const withinChoices = [7, 14, 30, 60, 90, 180, 365] as const;

export const stateFilterLabels: Readonly<Record<AlertStateFilter, string>> = {
  open: "Open",
  handled: "Handled",
  all: "All",
};

const stateFilters = Object.keys(stateFilterLabels) as AlertStateFilter[];

export function readAlertUrlState(params: URLSearchParams): AlertUrlState {
  const mode = params.get("mode") === "calendar" ? "calendar" : "list";
  const month = params.get("month");
  const state = params.get("state");
  const within = Number(params.get("within"));
  return {
    mode,
    month: isMonthKey(month) ? month : null,
    state: stateFilters.find((filter) => filter === state) ?? "open",
    within: withinChoices.find((choice) => choice === within) ?? null,
  };
}

/** The URL's search for a state; defaults are left out so plain URLs stay plain. */
export function writeAlertUrlState(state: AlertUrlState): string {
  const params = new URLSearchParams();
  if (state.mode !== "list") params.set("mode", state.mode);
  if (state.mode === "calendar" && state.month) params.set("month", state.month);
  if (state.state !== "open") params.set("state", state.state);
  if (state.within !== null) params.set("within", String(state.within));
  return params.toString();
}

/** The alert states a filter asks for; undefined asks for every state. */
export function statesOf(filter: AlertStateFilter): AlertState[] | undefined {
  if (filter === "open") return ["OPEN"];
  if (filter === "handled") return alertStates.filter((state) => state !== "OPEN");
  return undefined;
}

/**
 * What the view's questions filter on (its list, the tabs' counts): the look-ahead window in list
 * mode, the calendar's visible weeks in calendar mode (`today` picks the month when the URL names
 * none), and the states chosen.
 */
export function alertFiltersOf(state: AlertUrlState, today: IsoDate): AlertCountRequest {
  const states = statesOf(state.state);
  const filters: AlertCountRequest = states ? { states } : {};
  if (state.mode === "calendar") return { ...filters, ...visibleRange(state.month ?? monthOfDay(today)) };
  return state.within === null ? filters : { ...filters, withinDays: state.within };
}

/** The list request of a view (its pages follow one another by cursor). */
export function alertListRequestOf(
  view: AlertListView,
  state: AlertUrlState,
  today: IsoDate,
): Omit<AlertListRequest, "after"> {
  return { view, ...alertFiltersOf(state, today) };
}

/** The calendar's request: the weeks of the month on screen, and the states chosen. */
export function alertCalendarRequestOf(
  view: AlertListView,
  state: AlertUrlState,
  today: IsoDate,
): AlertCalendarRequest {
  const states = statesOf(state.state);
  return { view, ...(states ? { states } : {}), ...visibleRange(state.month ?? monthOfDay(today)) };
}
