import { z } from "zod";
import { IdSchema } from "./field-schemas.js";

const Instant = z.iso.datetime({ offset: true });
const Version = z.number({ error: "Send the version of the record you edited." }).int().positive();

function pathId(what: string) {
  const message = `The ${what} id must be a positive whole number.`;
  return z.coerce.number({ error: message }).int(message).positive(message);
}

/**
 * The schemas of a record's section items, for any owner whose sections are declared by key
 * (assets, elements): the key named in a path (any case), the path params, one item, the save
 * request and the list. `owner` is the owner in words ("asset") and the name of its path id.
 */
export function defineSectionSchemas<const Key extends string>(
  owner: string,
  keys: readonly [Key, ...Key[]],
) {
  const KeySchema = z.string().transform((value, ctx): Key => {
    const key = keys.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
    if (!key) {
      ctx.addIssue({ code: "custom", message: `There is no ${owner} section "${value}".` });
      return z.NEVER;
    }
    return key;
  });
  const ItemSchema = z.object({
    id: IdSchema,
    ownerId: IdSchema,
    section: z.enum(keys),
    data: z.record(z.string(), z.unknown()),
    /** Names of the companies and people the item's reference fields point at. */
    labels: z.record(z.string(), z.string()),
    createdAt: Instant,
    updatedAt: Instant,
    updatedBy: z.string().nullable(),
    version: Version,
  });
  return {
    KeySchema,
    ParamsSchema: z.object({ section: KeySchema, ownerId: pathId(owner) }),
    ItemParamsSchema: z.object({ section: KeySchema, itemId: pathId("item") }),
    ItemSchema,
    SaveRequestSchema: z.object({
      data: z.record(z.string(), z.unknown(), { error: "Send the item's fields as an object." }),
      /** Required when updating: the version you edited. */
      version: Version.optional(),
    }),
    ListSchema: z.object({
      totalRecords: z.number().int().nonnegative(),
      records: z.array(ItemSchema),
    }),
  };
}
