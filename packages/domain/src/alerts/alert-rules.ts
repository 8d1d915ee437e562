import { addDays, diffDays } from "../dates/date-arithmetic.js";
import { isIsoDate, type IsoDate } from "../dates/iso-date.js";
import {
  nextUnpaidFixedCycle,
  unpaidFixedCycles,
  type FixedCycle,
  type FixedCycleTerms,
} from "../rights/fixed-cycles.js";
import { RENEGOTIATION_NOTICE_MAX_DAYS, computeRenegotiationWindow } from "../rights/renegotiation-window.js";
import {
  ALERT_OVERDUE_DAYS,
  DEFAULT_ALERT_DAYS_AHEAD,
  alertKindValues,
  alertListViews,
  kindsOfAlertView,
  type Alert,
  type AlertCursor,
  type AlertDaysAhead,
  type AlertKindValue,
  type AlertListView,
  type AlertRuleKind,
} from "./alert-schemas.js";

/**
 * The rules that decide which alerts are due. The server gathers the records and calls these;
 * tests call them with a fixed `today`.
 */

/** The days an alert list covers: from `from` through `to`, both included. */
export interface AlertWindow {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** The look-ahead window: today − ALERT_OVERDUE_DAYS (unhandled, just past) through today + daysAhead. */
export function lookAheadWindow(today: IsoDate, daysAhead: number): AlertWindow {
  return { from: addDays(today, -ALERT_OVERDUE_DAYS), to: addDays(today, daysAhead) };
}

export function isInWindow(date: IsoDate, window: AlertWindow): boolean {
  return date >= window.from && date <= window.to;
}

/**
 * The days ahead that apply to one alert: the company's preference for the kind when the record
 * belongs to a company that set one, else the user's, else DEFAULT_ALERT_DAYS_AHEAD. A request's
 * `withinDays` (the CLI's --within) overrides both.
 */
export function resolveDaysAhead(
  kind: AlertRuleKind,
  prefs: {
    readonly withinDays?: number | undefined;
    readonly company?: AlertDaysAhead | null | undefined;
    readonly user?: AlertDaysAhead | null | undefined;
  },
): number {
  return prefs.withinDays ?? prefs.company?.[kind] ?? prefs.user?.[kind] ?? DEFAULT_ALERT_DAYS_AHEAD;
}

/**
 * An asset's MPU alert comes early enough to renegotiate: the notice window opens 120 days
 * before the MPU ends (reference section 6), so the look-ahead is at least 120 days whatever the
 * preference. The due date is the MPU's last day; the detail names the notice window.
 */
export function mpuLookAhead(daysAhead: number): number {
  return Math.max(daysAhead, RENEGOTIATION_NOTICE_MAX_DAYS);
}

export function describeMpuAlert(mpuEnd: IsoDate): string {
  const window = computeRenegotiationWindow(mpuEnd);
  return `MPU ends ${mpuEnd}; renegotiation notice window ${window.opens} to ${window.closes}.`;
}

/**
 * The holding fees of one union principal owed by the end of `window`: every unpaid fixed cycle
 * due on or before `window.to`, however overdue (an unpaid fee stays listed until it is paid or
 * the performer released), none after the MPU. The cycles are the domain's one sequence
 * (see fixed-cycles.ts): clearance, the timeline and the reports read the same.
 */
export function holdingFeesDueIn(terms: FixedCycleTerms, window: AlertWindow): FixedCycle[] {
  return unpaidFixedCycles(terms, window.to);
}

/** The next holding fee to pay (for the next-holding-fee-due report): the oldest owed, else the next ahead. */
export function nextHoldingFeeDue(terms: FixedCycleTerms, today: IsoDate): FixedCycle | null {
  return nextUnpaidFixedCycle(terms, today);
}

/** "USAGE_RIGHT:use-right:55:2026-12-01": a new cycle or a moved date makes a new alert. */
export function alertKey(
  kind: AlertKindValue,
  source: string,
  id: number | string,
  dueDate: IsoDate,
): string {
  return `${kind}:${source}:${id}:${dueDate}`;
}

export function daysLeft(today: IsoDate, dueDate: IsoDate): number {
  return diffDays(today, dueDate);
}

/** The parts of an alert's key; null when the text is not one ("USAGE_RIGHT:use-right:55:2026-12-01"). */
export function parseAlertKey(
  key: string,
): { kind: AlertKindValue; source: string; id: number; dueDate: IsoDate } | null {
  const parts = key.split(":");
  if (parts.length !== 4) return null;
  const [kind = "", source = "", id = "", dueDate = ""] = parts;
  if (!(alertKindValues as readonly string[]).includes(kind) || !/^[1-9]\d{0,14}$/.test(id)) return null;
  if (!isIsoDate(dueDate)) return null;
  return { kind: kind as AlertKindValue, source, id: Number(id), dueDate };
}

/** Where an alert stands in the list order: its due date, kind and the record id of its key. */
export function alertCursorOf(alert: Pick<Alert, "key" | "kind" | "dueDate">): AlertCursor {
  const parsed = parseAlertKey(alert.key);
  if (parsed === null) throw new RangeError(`Not an alert key: ${alert.key}`);
  return { dueDate: alert.dueDate, kind: alert.kind, id: parsed.id };
}

/** The place of a kind in the list order: holding fees first on a day, then use rights, … */
export function alertKindOrder(kind: AlertKindValue): number {
  return alertKindValues.indexOf(kind);
}

/** The list order: due date, then kind order, then record id. */
export function compareAlertCursors(a: AlertCursor, b: AlertCursor): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  const byKind = alertKindOrder(a.kind) - alertKindOrder(b.kind);
  if (byKind !== 0) return Math.sign(byKind);
  return Math.sign(a.id - b.id);
}

/** Alerts by due date, then kind order, then the record id in their key. */
export function compareAlerts(a: Pick<Alert, "dueDate" | "kind" | "key">, b: typeof a): number {
  return compareAlertCursors(alertCursorOf(a), alertCursorOf(b));
}

/** Whether a row comes after the cursor in the list order (a page starts after its cursor). */
export function isAfterAlertCursor(row: AlertCursor, cursor: AlertCursor | null | undefined): boolean {
  return cursor === null || cursor === undefined || compareAlertCursors(row, cursor) > 0;
}

/**
 * Per view, how many alerts its tab announces: the rows that view shows, that is the alerts of the
 * kinds it shows (`countsByKind` holds only what the caller may read, in the list's filters).
 */
export function countAlertViews(
  countsByKind: Readonly<Partial<Record<AlertKindValue, number>>>,
): Record<AlertListView, number> {
  return Object.fromEntries(
    alertListViews.map((view) => [
      view,
      kindsOfAlertView[view].reduce((sum, kind) => sum + (countsByKind[kind] ?? 0), 0),
    ]),
  ) as Record<AlertListView, number>;
}
