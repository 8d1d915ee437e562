import { z } from "zod";

/** Asset / element statuses (spec 001 section 4). */
export const rightsStatuses = [
  "INCOMPLETE",
  "ACTIVE",
  "EXPIRED",
  "EXPIRED (TALENT)",
  "EXPIRED (ELEMENT)",
  "EXPIRED (GUARANTEE)",
  "EXPIRED (CONTRACT)",
  "EXPIRED (ASSET MPU)",
  "RELEASED",
  "RELEASED (USE INACTIVE)",
  "RELEASED (USE ACTIVE)",
  "NA",
] as const;

export const RightsStatusSchema = z.enum(rightsStatuses);
export type RightsStatus = z.infer<typeof RightsStatusSchema>;

export function isExpiredStatus(status: RightsStatus): boolean {
  return status.startsWith("EXPIRED");
}

export function isReleasedStatus(status: RightsStatus): boolean {
  return status.startsWith("RELEASED");
}
