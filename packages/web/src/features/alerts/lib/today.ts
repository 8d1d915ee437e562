import { isoDateOfInstant, type IsoDate } from "@rightsdesk/domain";

/** Today as the server counts it: the UTC day of this browser's clock. */
export function todayUtc(now: Date = new Date()): IsoDate {
  return isoDateOfInstant(now);
}
