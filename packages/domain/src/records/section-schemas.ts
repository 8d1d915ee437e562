import { z } from "zod";
import { IdSchema, pathId } from "./field-schemas.js";
import { RecordVersionSchema, itemStampFields } from "./record-stamps.js";

/** A section named in a path, in any case (`/Company/address/GetAll/7`), read as its key. */
export function sectionKeySchema<const Key extends string>(owner: string, keys: readonly Key[]) {
  return z.string().transform((value, ctx): Key => {
    const key = keys.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
    if (!key) {
      ctx.addIssue({ code: "custom", message: `There is no ${owner} section "${value}".` });
      return z.NEVER;
    }
    return key;
  });
}

/** What an item of a section holds besides its ids: its fields, the names its references point at, its stamps. */
export const sectionItemContentFields = {
  data: z.record(z.string(), z.unknown()),
  /** Names of the companies and people the item's reference fields point at. */
  labels: z.record(z.string(), z.string()),
  ...itemStampFields,
};

/** Adds or updates a section item. */
export const SectionSaveRequestSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: "Send the item's fields as an object." }),
  /** Required when updating: the version you edited. */
  version: RecordVersionSchema.optional(),
});

/**
 * The schemas of a record's section items, for any owner whose sections are declared by key
 * (assets, elements): the key named in a path (any case), the path params, one item, the save
 * request and the list. `owner` is the owner in words ("asset") and the name of its path id.
 */
export function defineSectionSchemas<const Key extends string>(
  owner: string,
  keys: readonly [Key, ...Key[]],
) {
  const KeySchema = sectionKeySchema(owner, keys);
  const ItemSchema = z.object({
    id: IdSchema,
    ownerId: IdSchema,
    section: z.enum(keys),
    ...sectionItemContentFields,
  });
  return {
    KeySchema,
    ParamsSchema: z.object({ section: KeySchema, ownerId: pathId(owner) }),
    ItemParamsSchema: z.object({ section: KeySchema, itemId: pathId("item") }),
    ItemSchema,
    SaveRequestSchema: SectionSaveRequestSchema,
    ListSchema: z.object({
      totalRecords: z.number().int().nonnegative(),
      records: z.array(ItemSchema),
    }),
  };
}
