import { addDays, diffDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
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
  type Alert,
  type AlertDaysAhead,
  type AlertKindValue,
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
 * Whether an alert shows in a look-ahead window: an unpaid holding fee is money owed, so it stays
 * however overdue (until paid or released); every other kind shows from the window's start. A range
 * the caller names (from/to) is taken as given.
 */
export function isAlertInWindow(
  kind: AlertKindValue,
  dueDate: IsoDate,
  window: AlertWindow,
  options: { readonly namedRange: boolean },
): boolean {
  // Owed until paid, open until reviewed: neither drops out of the list as it ages.
  if ((kind === "HOLDING_FEE" || kind === "AIRING_ISSUES") && !options.namedRange)
    return dueDate <= window.to;
  return isInWindow(dueDate, window);
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

/** Alerts by due date, then kind order, then key. */
export function compareAlerts(a: Pick<Alert, "dueDate" | "kind" | "key">, b: typeof a): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  const byKind = alertKindValues.indexOf(a.kind) - alertKindValues.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
