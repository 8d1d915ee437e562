import { z } from "zod";
import { ListOperatorSchema } from "./list-operators.js";

/** Spec 000 section 9 / spec 001 section 9: page size 25, the other constant 500 taken as the cap. */
export const LIST_PAGE_SIZE_DEFAULT = 25;
export const LIST_PAGE_SIZE_MAX = 500;
export const LIST_SORT_FIELD_DEFAULT = "Id";
/** Bounds that keep one list call cheap to check and to run: filters, values in a list, text. */
export const LIST_FILTERS_MAX = 50;
export const LIST_FILTER_VALUES_MAX = 1000;
export const LIST_FILTER_TEXT_MAX = 10_000;

const filterText = z.string().max(LIST_FILTER_TEXT_MAX, `Use at most ${LIST_FILTER_TEXT_MAX} characters.`);

/**
 * A filter value: one text, number or boolean, or a list for `in`/`ni`. A list may also arrive as
 * one comma-separated string (how it sits in a URL); a value containing a comma needs the array.
 */
export const ListFilterValueSchema = z.union(
  [filterText, z.number(), z.boolean(), z.array(z.union([filterText, z.number()]))],
  { error: () => "Give a text, number or true/false value, or a list of values." },
);
export type ListFilterValue = z.infer<typeof ListFilterValueSchema>;

export const ListFilterSchema = z
  .strictObject({
    property: z
      .string()
      .trim()
      .min(1, "Choose a property to filter on.")
      .max(100, "Use at most 100 characters."),
    operator: ListOperatorSchema,
    value: ListFilterValueSchema,
    caseSensitive: z.boolean().default(false),
  })
  // Checked here, not in the value's union, so the message says what is wrong.
  .superRefine((filter, ctx) => {
    if (Array.isArray(filter.value) && filter.value.length > LIST_FILTER_VALUES_MAX) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: `Give at most ${LIST_FILTER_VALUES_MAX} values.`,
      });
    }
  });
export type ListFilter = z.infer<typeof ListFilterSchema>;

/** The list query (spec 000 section 3). Unknown keys are refused so a typo is named, not ignored. */
export const ListQueryInputSchema = z.strictObject({
  filters: z
    .array(ListFilterSchema)
    .max(LIST_FILTERS_MAX, `Use at most ${LIST_FILTERS_MAX} filters.`)
    .default([]),
  sortField: z
    .string()
    .trim()
    .min(1, "Choose a field to sort on.")
    .max(100, "Use at most 100 characters.")
    .default(LIST_SORT_FIELD_DEFAULT),
  pageNumber: z
    .number()
    .int("Page number must be a whole number.")
    .min(0, "Page numbers start at 0.")
    .default(0),
  pageSize: z
    .number()
    .int("Page size must be a whole number.")
    .min(1, "Page size must be at least 1.")
    .max(LIST_PAGE_SIZE_MAX, `Page size can be at most ${LIST_PAGE_SIZE_MAX}.`)
    .default(LIST_PAGE_SIZE_DEFAULT),
  sortDescending: z.boolean().default(false),
});
/** A list query after defaults. */
export type ListQueryInput = z.infer<typeof ListQueryInputSchema>;
/** A list query as a caller may write it, defaults left out. */
export type ListQueryInputDraft = z.input<typeof ListQueryInputSchema>;
