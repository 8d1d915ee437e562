import { z } from "zod";
import type { ListPage } from "./evaluate-list-query.js";
import { ListQueryInputSchema } from "./list-query-input.js";
import type { ListQueryInput, ListQueryInputDraft } from "./list-query-input.js";

/**
 * The query object every list call takes (spec 001 section 3): filters of property,
 * operator, value and case sensitivity; sortField "Id", pageNumber 0, pageSize 25 (at most
 * 500) and ascending by default. The list-query module owns it as `ListQueryInputSchema`;
 * this is the same schema under its entity name, not a copy.
 */
export const ListQuerySchema = ListQueryInputSchema;
export type ListQuery = ListQueryInput;
export type ListQueryDraft = ListQueryInputDraft;

/** The answer of every list call: one page of records and the count across all pages. */
export function listResultSchema<T extends z.ZodType>(recordSchema: T) {
  return z.object({
    totalRecords: z.number().int().nonnegative(),
    records: z.array(recordSchema),
  });
}
export type ListResult<T> = ListPage<T>;
