import { formatDollars, parseDollars } from "@rightsdesk/domain";

/**
 * A money control's text as cents, by the domain's one rule (`parseDollars`): "" is null; text
 * that is not an amount is NaN, so the form's schema names the field with the domain's message.
 */
export function dollarsToCents(typed: string): number | null {
  const parsed = parseDollars(typed);
  if (parsed.status === "empty") return null;
  return parsed.status === "amount" ? parsed.cents : Number.NaN;
}

/** Cents as a money control shows them: 123450 → "1234.50", −150 → "-1.50"; none → "". */
export function centsToDollars(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "" : formatDollars(cents);
}
