import type { RightsStatus } from "./rights-status.js";

/**
 * Display order. The spec gives INCOMPLETE, ACTIVE, RELEASED (USE ACTIVE), RELEASED,
 * EXPIRED (ASSET MPU), EXPIRED (GUARANTEE), EXPIRED (ELEMENT), EXPIRED (TALENT); the four it
 * leaves out go where they read naturally: RELEASED (USE INACTIVE) after RELEASED (the released
 * forms run from still-in-use to not), EXPIRED (CONTRACT) after EXPIRED (TALENT), plain EXPIRED
 * after every specific form, and NA last.
 */
export const statusDisplayOrder: readonly RightsStatus[] = [
  "INCOMPLETE",
  "ACTIVE",
  "RELEASED (USE ACTIVE)",
  "RELEASED",
  "RELEASED (USE INACTIVE)",
  "EXPIRED (ASSET MPU)",
  "EXPIRED (GUARANTEE)",
  "EXPIRED (ELEMENT)",
  "EXPIRED (TALENT)",
  "EXPIRED (CONTRACT)",
  "EXPIRED",
  "NA",
];

/** Comparator for sorting statuses in display order (a total order over every status). */
export function compareStatusesForDisplay(a: RightsStatus, b: RightsStatus): number {
  return statusDisplayOrder.indexOf(a) - statusDisplayOrder.indexOf(b);
}
