import {
  DEFAULT_ALERT_DAYS_AHEAD,
  MAX_ALERT_DAYS_AHEAD,
  alertRuleKinds,
  type AlertDaysAhead,
  type AlertRuleKind,
} from "@rightsdesk/domain";

/** The form's text per kind: "" means "use the default". */
export type DaysAheadFormValues = Record<AlertRuleKind, string>;

export function daysAheadFormValues(daysAhead: AlertDaysAhead): DaysAheadFormValues {
  return Object.fromEntries(
    alertRuleKinds.map((kind) => [kind, daysAhead[kind] === undefined ? "" : String(daysAhead[kind])]),
  ) as DaysAheadFormValues;
}

/** Why a typed value is not a days-ahead, or null when it is (blank is fine: the default). */
export function daysAheadProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d+$/.test(trimmed)) return "Days ahead must be a whole number.";
  if (Number(trimmed) > MAX_ALERT_DAYS_AHEAD) return `Days ahead can be at most ${MAX_ALERT_DAYS_AHEAD}.`;
  return null;
}

/** The preference to save: blank kinds are left out, so they follow the default. */
export function daysAheadFromForm(values: DaysAheadFormValues): AlertDaysAhead {
  const daysAhead: AlertDaysAhead = {};
  for (const kind of alertRuleKinds) {
    const text = values[kind].trim();
    if (text !== "") daysAhead[kind] = Number(text);
  }
  return daysAhead;
}

export const daysAheadBounds = { min: 0, max: MAX_ALERT_DAYS_AHEAD, fallback: DEFAULT_ALERT_DAYS_AHEAD };
