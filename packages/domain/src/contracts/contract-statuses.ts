import { z } from "zod";

/** Contract statuses, document reading (spec 001 section 4). */
export const contractStatuses = [
  "Draft",
  "Active",
  "Expired",
  "Cancelled",
  "Due Review",
  "Due Signing",
  "Voided",
] as const;
export const ContractStatusSchema = z.enum(contractStatuses, { error: "Choose the contract status." });
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

/** How each status is shown: Cancelled is shown as Voided. */
export function contractStatusLabel(status: ContractStatus): string {
  return status === "Cancelled" ? "Voided" : status;
}

/** Contract statuses, lifecycle reading. Allowed transitions are not in the spec. */
export const contractLifecycleStatuses = [
  "CREATED",
  "INCOMPLETE",
  "SUBMITTED TO PAYROLL",
  "APPROVED",
  "COMPLETED",
  "REVISED",
] as const;
export const ContractLifecycleStatusSchema = z.enum(contractLifecycleStatuses, {
  error: "Choose the contract lifecycle status.",
});
export type ContractLifecycleStatus = z.infer<typeof ContractLifecycleStatusSchema>;

/** The spec's other status pair. */
export const contractPublicationStatuses = ["COMPLETED", "LIVE"] as const;
export const ContractPublicationStatusSchema = z.enum(contractPublicationStatuses);
export type ContractPublicationStatus = z.infer<typeof ContractPublicationStatusSchema>;

export const completenessFlags = ["INCOMPLETE", "COMPLETE"] as const;
export const CompletenessFlagSchema = z.enum(completenessFlags);
export type CompletenessFlag = z.infer<typeof CompletenessFlagSchema>;
