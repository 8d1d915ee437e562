/**
 * Dollars as typed ("1,234.5", "$300") to integer cents; "" is null; anything else (letters,
 * more than two decimals, negative) is NaN so the form can name the field.
 */
export function dollarsToCents(typed: string): number | null {
  const text = typed.trim().replace(/^\$/, "").replaceAll(",", "").trim();
  if (text === "") return null;
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return Number.NaN;
  const [whole = "0", fraction = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}

/** Cents as the dollars a form shows: 123450 → "1234.50"; null → "". */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
