import { z } from "zod";

/** Catalogues of contract terms (spec 001 section 3), grouped because each is short. */

export const contractorKinds = ["Material", "Service"] as const;
export const ContractorKindSchema = z.enum(contractorKinds, { error: "Choose Material or Service." });
export type ContractorKind = z.infer<typeof ContractorKindSchema>;

export const payeeKinds = ["Talent-Directly", "Loan-Out-Corp", "Talent-Agency"] as const;
export const PayeeKindSchema = z.enum(payeeKinds, { error: "Choose who is paid." });
export type PayeeKind = z.infer<typeof PayeeKindSchema>;

export const termUnits = ["DAYS", "WEEKS", "MONTHS", "YEARS"] as const;
export const TermUnitSchema = z.enum(termUnits, { error: "Choose the term unit." });
export type TermUnit = z.infer<typeof TermUnitSchema>;

export const noteTypes = ["Special Provisions", "Free Form", "Notes"] as const;
export const NoteTypeSchema = z.enum(noteTypes, { error: "Choose the note type." });
export type NoteType = z.infer<typeof NoteTypeSchema>;

export const reclassificationActions = [
  "UPGRADE",
  "DOWNGRADE",
  "OUTGRADE",
  "RE CLASSIFY",
  "NO ACTION",
  "MOVED FROM NU TO UNION",
] as const;
export const ReclassificationActionSchema = z.enum(reclassificationActions, {
  error: "Choose the reclassification action.",
});
export type ReclassificationAction = z.infer<typeof ReclassificationActionSchema>;
