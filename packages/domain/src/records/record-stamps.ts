import { z } from "zod";

/** An instant as the API answers it: ISO 8601 with its offset. */
export const InstantSchema = z.iso.datetime({ offset: true });

/** The version of a record or item: sent back with an edit so a stale one is refused. */
export const RecordVersionSchema = z
  .number({ error: "Send the version of the record you edited." })
  .int()
  .positive();

/** When a record was created and last updated, by whom, and its version. */
export const recordStampFields = {
  createdAt: InstantSchema,
  createdBy: z.string().nullable(),
  updatedAt: InstantSchema,
  updatedBy: z.string().nullable(),
  version: RecordVersionSchema,
};

/** When an archivable record was archived and by whom (null while active). */
export const archiveStampFields = {
  archivedAt: InstantSchema.nullable(),
  archivedBy: z.string().nullable(),
};

/** When an item inside a record (a section item, a use right, a licence) was created and last updated. */
export const itemStampFields = {
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  updatedBy: z.string().nullable(),
  version: RecordVersionSchema,
};
