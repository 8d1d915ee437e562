import { formatDisplayDate, formatUsd, isEmptyDate, isIsoDate } from "@rightsdesk/domain";

/** A stored calendar day as MM/DD/YYYY; no day (null, "", the 0001-01-01 marker) is `fallback`. */
export function formatDay(value: string | null | undefined, fallback = "—"): string {
  if (value === null || value === undefined || !isIsoDate(value) || isEmptyDate(value)) return fallback;
  return formatDisplayDate(value);
}

/** An amount in cents as US dollars: 123456 → "$1,234.56" (the domain's formatUsd). */
export function formatCents(cents: number): string {
  return formatUsd(cents);
}
