/**
 * Money is whole cents everywhere (integers, never floating point). This is the one place that
 * turns typed dollars into cents and cents into the text a form, a CSV or a screen shows.
 */

/** What a bad amount is told, on every screen, file and command. */
export const MONEY_INPUT_MESSAGE = "Enter an amount in dollars, like 1250 or 1,250.50.";

export type DollarsParse =
  | { readonly status: "empty" }
  | { readonly status: "amount"; readonly cents: number }
  | { readonly status: "invalid"; readonly message: string };

// An optional minus, an optional $, whole dollars (plain or grouped by commas), up to two decimals.
const DOLLARS = /^(-)?\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Typed dollars ("1,250.5", "$80", "-1.50", " 12 ") to cents: empty text is "empty"; anything
 * else that is not an amount (letters, three decimals, misplaced commas, too large) is "invalid".
 */
export function parseDollars(text: string): DollarsParse {
  const trimmed = text.trim();
  if (trimmed === "") return { status: "empty" };
  const match = DOLLARS.exec(trimmed.replace(/^\$-/, "-$"));
  if (!match) return { status: "invalid", message: MONEY_INPUT_MESSAGE };
  const whole = Number((match[2] ?? "0").replaceAll(",", ""));
  const cents = whole * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return { status: "invalid", message: MONEY_INPUT_MESSAGE };
  return { status: "amount", cents: match[1] && cents !== 0 ? -cents : cents };
}

/** Cents as plain dollars for a form control or a CSV cell: 123450 → "1234.50", −150 → "-1.50". */
export function formatDollars(cents: number): string {
  const abs = wholeCents(cents);
  const sign = cents < 0 && abs > 0 ? "-" : "";
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Cents as US dollars to read: 123456 → "$1,234.56", −150 → "-$1.50". */
export function formatUsd(cents: number): string {
  const abs = wholeCents(cents);
  const sign = cents < 0 && abs > 0 ? "-" : "";
  const dollars = Math.trunc(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/** The size of an amount in whole cents; a fraction of a cent (from a computed figure) is dropped. */
function wholeCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`An amount is a number of cents, got ${cents}`);
  return Math.trunc(Math.abs(cents));
}
