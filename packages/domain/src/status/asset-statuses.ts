import { z } from "zod";
import type { RightsStatus } from "./rights-status.js";

/**
 * Asset and element statuses, their total display order and the list filters live in the
 * status module (`rightsStatuses`, `statusDisplayOrder`, `statusFilterGroups`); this file
 * keeps the spec's own words so tests can hold that module to them.
 */

/** The display order exactly as spec 001 section 4 gives it: 8 of the 12 statuses. */
export const assetStatusDisplayOrderFromSpec = [
  "INCOMPLETE",
  "ACTIVE",
  "RELEASED (USE ACTIVE)",
  "RELEASED",
  "EXPIRED (ASSET MPU)",
  "EXPIRED (GUARANTEE)",
  "EXPIRED (ELEMENT)",
  "EXPIRED (TALENT)",
] as const satisfies readonly RightsStatus[];

/** The expired forms: each says what made the asset or element expire. */
export const expiredStatusForms = [
  "EXPIRED (TALENT)",
  "EXPIRED (ELEMENT)",
  "EXPIRED (GUARANTEE)",
  "EXPIRED (CONTRACT)",
  "EXPIRED (ASSET MPU)",
] as const satisfies readonly RightsStatus[];

/** Statuses of completion lists. */
export const completionStatuses = ["COMPLETED", "INCOMPLETE"] as const;
export const CompletionStatusSchema = z.enum(completionStatuses, {
  error: "Choose COMPLETED or INCOMPLETE.",
});
export type CompletionStatus = z.infer<typeof CompletionStatusSchema>;

/** Record kinds that carry a status (spec 001 section 4). */
export const statusRecordKinds = ["asset", "element", "contract", "completion report"] as const;
