import { addDays, diffDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { computeHoldingFeeDueDates, type HoldingFeeDue } from "../rights/holding-fee-due-dates.js";
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

export interface HoldingFeeCastInput {
  /** The session date: first day of fixed cycle 1. */
  readonly sessionDate: IsoDate;
  readonly mpuEnd: IsoDate | null;
  /** Cycles starting on or before this day are paid. */
  readonly paidThrough: IsoDate | null;
}

/**
 * The holding fees of one union cast member due inside `window`: each is due by the first day of
 * its 13-week fixed cycle (cycle 1 is paid by the session fee), none after the MPU ends, none for
 * cycles already paid.
 */
export function holdingFeesDueIn(cast: HoldingFeeCastInput, window: AlertWindow): HoldingFeeDue[] {
  if (window.to < cast.sessionDate) return [];
  return computeHoldingFeeDueDates({
    fixedCycleStart: cast.sessionDate,
    through: window.to,
    mpuEnd: cast.mpuEnd,
    coveredThrough: cast.paidThrough,
  }).filter((due) => due.dueDate >= window.from);
}

/** The next unpaid holding fee on or after `today` (for the next-holding-fee-due report), if any. */
export function nextHoldingFeeDue(cast: HoldingFeeCastInput, today: IsoDate): HoldingFeeDue | null {
  // A fixed cycle is 91 days, so the next due date is at most 91 days away.
  const due = holdingFeesDueIn(cast, { from: today, to: addDays(today, 91) });
  return due[0] ?? null;
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
