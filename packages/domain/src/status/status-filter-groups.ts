import { isExpiredStatus, rightsStatuses, type RightsStatus } from "./rights-status.js";

export const statusFilterGroupNames = ["ACTIVE", "INCOMPLETE", "EXPIRED"] as const;
export type StatusFilterGroup = (typeof statusFilterGroupNames)[number];

/**
 * What each list filter shows (spec 001 section 4 names the filters, not their content).
 * ACTIVE holds the statuses under which the asset may still be used: ACTIVE and RELEASED (USE ACTIVE).
 * EXPIRED holds every EXPIRED form. RELEASED, RELEASED (USE INACTIVE) and NA are in no group:
 * they show only when no filter is set.
 */
export const statusFilterGroups: Readonly<Record<StatusFilterGroup, readonly RightsStatus[]>> = {
  ACTIVE: ["ACTIVE", "RELEASED (USE ACTIVE)"],
  INCOMPLETE: ["INCOMPLETE"],
  EXPIRED: rightsStatuses.filter(isExpiredStatus),
};

/** The filter group a status belongs to, or null when it is in none. */
export function statusFilterGroupOf(status: RightsStatus): StatusFilterGroup | null {
  return statusFilterGroupNames.find((group) => statusFilterGroups[group].includes(status)) ?? null;
}

/** Whether a row with `status` passes `filter`; no filter passes everything. */
export function matchesStatusFilter(status: RightsStatus, filter: StatusFilterGroup | null): boolean {
  return filter === null || statusFilterGroups[filter].includes(status);
}
