import { z } from "zod";
import { IdSchema } from "./field-schemas.js";

/** The most rows one import request may carry. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * A bulk import of records (`/Company/Import`, `/People/Import`): rows as the create call takes
 * them, all or nothing by default, or a dry run that only reports. `plural` names the records in
 * the limit's message ("companies").
 */
export function importRequestSchema(plural: string) {
  return z.object({
    rows: z
      .array(z.unknown())
      .min(1, "The import has no rows.")
      .max(MAX_IMPORT_ROWS, `Import at most 5,000 ${plural} per request.`),
    /** Check every row and report, writing nothing. */
    dryRun: z.boolean().default(false),
    /** All rows or none (the default); false writes the good rows and reports the bad ones. */
    atomic: z.boolean().default(true),
  });
}

export const ImportRowResultSchema = z.object({
  /** 1-based position of the row in the request. */
  row: z.number().int().positive(),
  id: IdSchema.nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** What an import answers: what it wrote (if anything) and each row's problems. */
export const ImportResultSchema = z.object({
  dryRun: z.boolean(),
  committed: z.boolean(),
  created: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  rows: z.array(ImportRowResultSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
