import { z } from "zod";

/** Alert, reminder and tracking catalogues (spec 001 sections 3 and 9). */

export const alertKinds = [
  "ASSETS EXPIRING",
  "ELEMENTS EXPIRING",
  "HOLDING FEE DUE",
  "USE RIGHTS EXPIRING",
  "TALENT CONTRACTS EXPIRING",
] as const;
export const AlertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof AlertKindSchema>;

export const alertViewKinds = [
  "HOLDING_FEE",
  "USAGE_RIGHT",
  "MPU_EXPIRE",
  "TALENT_CONTRACT",
  "ELEMENT_EXPIRE",
] as const;
export const AlertViewKindSchema = z.enum(alertViewKinds);
export type AlertViewKind = z.infer<typeof AlertViewKindSchema>;

/** The view that shows each alert kind (assets expire at their MPU end). */
export const alertViewKindOf: Readonly<Record<AlertKind, AlertViewKind>> = {
  "ASSETS EXPIRING": "MPU_EXPIRE",
  "ELEMENTS EXPIRING": "ELEMENT_EXPIRE",
  "HOLDING FEE DUE": "HOLDING_FEE",
  "USE RIGHTS EXPIRING": "USAGE_RIGHT",
  "TALENT CONTRACTS EXPIRING": "TALENT_CONTRACT",
};

export const reminderCategories = [
  "ASSET MPU",
  "HOLDING FEE DUE",
  "USE CYCLE EXPIRATIONS",
  "ELEMENTS",
  "CONTRACTS",
] as const;
export const ReminderCategorySchema = z.enum(reminderCategories, { error: "Choose the reminder category." });
export type ReminderCategory = z.infer<typeof ReminderCategorySchema>;

export const reportTrackingKinds = ["GUARANTEE TRACKING", "INTERNAL NOTES"] as const;
export const ReportTrackingKindSchema = z.enum(reportTrackingKinds);
export type ReportTrackingKind = z.infer<typeof ReportTrackingKindSchema>;
