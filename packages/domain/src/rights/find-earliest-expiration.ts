import { compareIsoDates } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { compareTiedItems, type ExpiringItem } from "./expiring-item.js";

type DatedItem = ExpiringItem & { readonly expireDate: IsoDate };

export type EarliestExpiration =
  | {
      readonly status: "expires";
      /** The first last-covered-day over all items. */
      readonly date: IsoDate;
      /** The item that ends it first; on a tie, the first by compareTiedItems. */
      readonly item: ExpiringItem;
      /** Every item ending that same day, in tie-break order (item first). */
      readonly endingTogether: readonly ExpiringItem[];
    }
  | { readonly status: "never"; readonly reason: string };

/**
 * An asset's earliest expiration over all its use rights, elements, talent and MPUs.
 * Items with a null expireDate never end and are skipped; if none ends, the result is "never".
 */
export function findEarliestExpiration(items: readonly ExpiringItem[]): EarliestExpiration {
  const ending = items
    .filter((item): item is DatedItem => item.expireDate !== null)
    .sort((a, b) => compareIsoDates(a.expireDate, b.expireDate) || compareTiedItems(a, b));
  const [first] = ending;
  if (first === undefined) {
    const reason =
      items.length === 0
        ? "No rights, elements or talent to end it."
        : "Every item runs without end (unlimited or in perpetuity).";
    return { status: "never", reason };
  }
  const endingTogether = ending.filter((item) => item.expireDate === first.expireDate);
  return { status: "expires", date: first.expireDate, item: first, endingTogether };
}
