import { z } from "zod";
import { referenceId } from "./field-schemas.js";

/** Records that own documents and notes (spec 000 section 2: the shared documents tab). */
export const recordOwnerKinds = [
  "company",
  "people",
  "asset",
  "element",
  "completion-report",
  "contract",
] as const;
export const RecordOwnerKindSchema = z.enum(recordOwnerKinds, {
  error: "Choose what the record belongs to.",
});
export type RecordOwnerKind = z.infer<typeof RecordOwnerKindSchema>;

/** Which record a document or note belongs to. */
export const RecordRefSchema = z.object(
  { entityType: RecordOwnerKindSchema, entityId: referenceId("record") },
  { error: "Say which record this belongs to." },
);
export type RecordRef = z.infer<typeof RecordRefSchema>;
