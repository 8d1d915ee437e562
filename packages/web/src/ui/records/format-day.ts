import { formatDisplayDate, isEmptyDate, isIsoDate } from "@rightsdesk/domain";

/** A stored calendar day as MM/DD/YYYY; no day (null, "", the 0001-01-01 marker) is `fallback`. */
export function formatDay(value: string | null | undefined, fallback = "—"): string {
  if (value === null || value === undefined || !isIsoDate(value) || isEmptyDate(value)) return fallback;
  return formatDisplayDate(value);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** An amount in cents as US dollars: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
