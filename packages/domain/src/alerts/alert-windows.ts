import { addDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import {
  daysLeft,
  lookAheadWindow,
  mpuLookAhead,
  resolveDaysAhead,
  type AlertWindow,
} from "./alert-rules.js";
import {
  alertRuleKinds,
  type AlertDaysAhead,
  type AlertKindValue,
  type AlertRuleKind,
} from "./alert-schemas.js";

/** The preferences an alert list is read with: a request's days ahead, the user's and companies'. */
export interface AlertPreferenceSet {
  /** The request's `withinDays` (the CLI's --within): every kind, every company. */
  readonly withinDays?: number | undefined;
  /** The user's days ahead per kind, and their single days ahead for the kinds they left blank. */
  readonly user: { readonly byKind: AlertDaysAhead; readonly fallback: number };
  /** The companies that set their own days ahead, by company id. */
  readonly companies: ReadonlyMap<number, AlertDaysAhead>;
}

/** A company's own end of a kind's window, and the look-ahead that gives it. */
export interface AlertCompanyEnd {
  readonly to: IsoDate;
  readonly daysAhead: number;
}

/**
 * The days a kind's alerts may fall on, for one viewer on one day: what the list shows and what a
 * database reads. An alert is in when `from` ≤ due date (no `from`: however old) and due date ≤ the
 * end for its company (`companies`' own, else `to`).
 */
export interface AlertKindBounds {
  readonly kind: AlertKindValue;
  readonly from: IsoDate | null;
  readonly to: IsoDate;
  /** The look-ahead that gives `to` (for a named range: the days from today to its end, 0 if past). */
  readonly daysAhead: number;
  /** Companies whose own preference ends the window elsewhere than `to`. */
  readonly companies: ReadonlyMap<number, AlertCompanyEnd>;
}

const isRuleKind = (kind: AlertKindValue): kind is AlertRuleKind =>
  (alertRuleKinds as readonly string[]).includes(kind);

/**
 * The look-ahead of one alert: reminders and airing reviews take the request's days or the user's
 * single days ahead; the other kinds `resolveDaysAhead` (request, company, user per kind, user's
 * single, default), an MPU at least `mpuLookAhead`.
 */
function daysAheadFor(kind: AlertKindValue, prefs: AlertPreferenceSet, companyId: number | null): number {
  if (!isRuleKind(kind)) return prefs.withinDays ?? prefs.user.fallback;
  const days = resolveDaysAhead(kind, {
    withinDays: prefs.withinDays,
    company: companyId === null ? null : prefs.companies.get(companyId),
    user: { ...prefs.user.byKind, [kind]: prefs.user.byKind[kind] ?? prefs.user.fallback },
  });
  return kind === "MPU_EXPIRE" ? mpuLookAhead(days) : days;
}

/**
 * A kind's bounds on `today`. A named range (the calendar's, the feed's) is taken as given for every
 * kind. Otherwise the window runs from today − ALERT_OVERDUE_DAYS through today + the look-ahead,
 * except that an unpaid holding fee is money owed and an uploaded airing report waits for review:
 * neither drops out as it ages (no `from`).
 */
export function alertKindBounds(
  kind: AlertKindValue,
  today: IsoDate,
  prefs: AlertPreferenceSet,
  namedRange: AlertWindow | null,
): AlertKindBounds {
  if (namedRange !== null) {
    return {
      kind,
      from: namedRange.from,
      to: namedRange.to,
      daysAhead: Math.max(0, daysLeft(today, namedRange.to)),
      companies: new Map(),
    };
  }
  const daysAhead = daysAheadFor(kind, prefs, null);
  const window = lookAheadWindow(today, daysAhead);
  const companies = new Map<number, AlertCompanyEnd>();
  for (const companyId of prefs.companies.keys()) {
    const days = daysAheadFor(kind, prefs, companyId);
    if (days !== daysAhead) companies.set(companyId, { to: addDays(today, days), daysAhead: days });
  }
  const ageless = kind === "HOLDING_FEE" || kind === "AIRING_ISSUES";
  return { kind, from: ageless ? null : window.from, to: window.to, daysAhead, companies };
}

/** The end of the window for a record of `companyId` (null: of no company). */
export function alertEndFor(bounds: AlertKindBounds, companyId: number | null): AlertCompanyEnd {
  const own = companyId === null ? undefined : bounds.companies.get(companyId);
  return own ?? { to: bounds.to, daysAhead: bounds.daysAhead };
}

/** Whether an alert due on `dueDate` about a record of `companyId` is in the kind's bounds. */
export function isWithinAlertBounds(
  bounds: AlertKindBounds,
  dueDate: IsoDate,
  companyId: number | null,
): boolean {
  return (bounds.from === null || dueDate >= bounds.from) && dueDate <= alertEndFor(bounds, companyId).to;
}

/** The furthest day any of these kinds' alerts may fall on: a list's `to`. */
export function furthestAlertEnd(bounds: readonly AlertKindBounds[], fallback: IsoDate): IsoDate {
  let end = fallback;
  for (const kind of bounds) {
    if (kind.to > end) end = kind.to;
    for (const own of kind.companies.values()) if (own.to > end) end = own.to;
  }
  return end;
}
