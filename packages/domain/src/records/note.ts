import { z } from "zod";
import { NoteTypeSchema } from "../contracts/contract-terms.js";
import { IdSchema, optionalDate, requiredText } from "./field-schemas.js";
import { RecordRefSchema } from "./record-ref.js";

/**
 * A note on a record. The note types are the contract's (Special Provisions, Free Form,
 * Notes); internal notes, kept from outside parties, are marked `isInternal`.
 */
export const NoteSchema = z.object({
  id: IdSchema.optional(),
  owner: RecordRefSchema,
  noteType: NoteTypeSchema.default("Notes"),
  text: requiredText("note text", 4000),
  isInternal: z.boolean().default(false),
  createdOn: optionalDate("note date"),
});
export type Note = z.infer<typeof NoteSchema>;
export type NoteInput = z.input<typeof NoteSchema>;
