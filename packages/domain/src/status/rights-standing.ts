import type { IsoDate } from "../dates/iso-date.js";
import type { ExpiringItem } from "../rights/expiring-item.js";
import { findEarliestExpiration } from "../rights/find-earliest-expiration.js";
import type { DerivedRightsStatus } from "./derive-rights-status.js";
import type { RightsStatus } from "./rights-status.js";

/** What a record keeps about its rights for its lists: the status, why, and what ends them first. */
export interface RightsStanding {
  readonly status: RightsStatus;
  readonly statusReason: string;
  readonly earliestExpireDate: IsoDate | null;
  readonly earliestExpireItem: ExpiringItem | null;
}

/** The standing of a record whose status was derived from `items`. */
export function rightsStandingOf(
  derived: DerivedRightsStatus,
  items: readonly ExpiringItem[],
): RightsStanding {
  const earliest = findEarliestExpiration(items);
  return {
    status: derived.status,
    statusReason: derived.reason,
    earliestExpireDate: earliest.status === "expires" ? earliest.date : null,
    earliestExpireItem: earliest.status === "expires" ? earliest.item : null,
  };
}
