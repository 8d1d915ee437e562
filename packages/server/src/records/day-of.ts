import { isoDateOfInstant } from "@rightsdesk/domain";

/** The day of an instant, YYYY-MM-DD in UTC: the "today" stored statuses are computed on. */
export function dayOf(now: Date): string {
  return isoDateOfInstant(now);
}
