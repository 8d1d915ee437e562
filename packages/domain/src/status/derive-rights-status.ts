import type { IsoDate } from "../dates/iso-date.js";
import { formatDisplayDate } from "../dates/display-date.js";
import { describeExpiringItem, type ExpiringItem } from "../rights/expiring-item.js";
import { findEarliestExpiration } from "../rights/find-earliest-expiration.js";
import { expiredStatusOfKind } from "./expired-status-of-kind.js";
import type { RightsStatus } from "./rights-status.js";

/** What status derivation needs to know about an asset or an element; build it from any record shape. */
export interface RightsStatusInput {
  /** False for records whose rights are not tracked: they get NA. Default true. */
  readonly tracked?: boolean;
  /** Labels of required fields that are empty (see findMissingAssetFields); empty list = complete. */
  readonly missingFields: readonly string[];
  /** Who or what has no right at all (a performer who appears, or the spot itself): INCOMPLETE too. */
  readonly missingRights?: readonly string[];
  readonly released: boolean;
  /** For a released record: is its use still running? null/undefined = not known. */
  readonly useActive?: boolean | null;
  /**
   * For a record released by not renewing: the last day its paid use covers (see releaseOfDecisions).
   * It decides `useActive` on `today`: USE ACTIVE through that day, plain RELEASED after.
   */
  readonly releasedUseEnds?: IsoDate | null;
  /** Everything that can end the right to use it: use rights, elements, talent MPUs, contracts, guarantees, the asset MPU. */
  readonly items: readonly ExpiringItem[];
}

export interface DerivedRightsStatus {
  readonly status: RightsStatus;
  readonly reason: string;
  /** The item the status is about: the one that expired, or (ACTIVE) the next to end. */
  readonly item: ExpiringItem | null;
}

/**
 * Status on `today`. Precedence, first match wins:
 * 1 NA (not tracked)  2 INCOMPLETE (required data missing)  3 RELEASED forms (released flag; a
 *   record not renewed is RELEASED (USE ACTIVE) through its last paid day, RELEASED after)
 * 4 the EXPIRED form of the earliest-ending item whose last covered day is before today
 * 4b INCOMPLETE (a performer who appears, or the spot, has no use right at all)
 * 5 ACTIVE. An item is still in force ON its expire date.
 */
export function deriveRightsStatus(input: RightsStatusInput, today: IsoDate): DerivedRightsStatus {
  if (input.tracked === false)
    return { status: "NA", reason: "Rights are not tracked for this record.", item: null };
  if (input.missingFields.length > 0) {
    return {
      status: "INCOMPLETE",
      reason: `Missing required ${input.missingFields.length === 1 ? "field" : "fields"}: ${input.missingFields.join(", ")}.`,
      item: null,
    };
  }
  if (input.released) return releasedStatus(input, today);
  const ended = findEarliestExpiration(
    input.items.filter((item) => item.expireDate !== null && item.expireDate < today),
  );
  if (ended.status === "expires") {
    const { item, date } = ended;
    return {
      status: expiredStatusOfKind(item.kind),
      reason: `${describeExpiringItem(item)} expired: its last covered day was ${formatDisplayDate(date)}.`,
      item,
    };
  }
  const missingRights = input.missingRights ?? [];
  if (missingRights.length > 0) {
    return {
      status: "INCOMPLETE",
      reason: `No use right recorded for ${missingRights.join(", ")}.`,
      item: null,
    };
  }
  const next = findEarliestExpiration(input.items);
  if (next.status === "never")
    return { status: "ACTIVE", reason: `In force with no end date. ${next.reason}`, item: null };
  return {
    status: "ACTIVE",
    reason: `In force; the first to end is ${describeExpiringItem(next.item)}, last covered day ${formatDisplayDate(next.date)}.`,
    item: next.item,
  };
}

function releasedStatus(
  input: Pick<RightsStatusInput, "useActive" | "releasedUseEnds">,
  today: IsoDate,
): DerivedRightsStatus {
  const useEnds = input.releasedUseEnds ?? null;
  if (useEnds !== null) return notRenewedStatus(useEnds, today);
  const useActive = input.useActive ?? null;
  if (useActive === true)
    return { status: "RELEASED (USE ACTIVE)", reason: "Released; its use is still running.", item: null };
  if (useActive === false)
    return { status: "RELEASED (USE INACTIVE)", reason: "Released; it is no longer in use.", item: null };
  return { status: "RELEASED", reason: "Released.", item: null };
}

/** Not renewed: the paid cycle still runs through its last day, then the record is simply released. */
function notRenewedStatus(useEnds: IsoDate, today: IsoDate): DerivedRightsStatus {
  if (today <= useEnds)
    return {
      status: "RELEASED (USE ACTIVE)",
      reason: `Not renewed; its paid use runs through ${formatDisplayDate(useEnds)}.`,
      item: null,
    };
  return {
    status: "RELEASED",
    reason: `Not renewed; its paid use ended ${formatDisplayDate(useEnds)}.`,
    item: null,
  };
}
