import type { ModuleName } from "../access/modules.js";
import { ownedItemEndpoints } from "./owned-item-endpoints.js";
import type { defineSectionSchemas } from "./section-schemas.js";

/** Where a kind of record's section items live in the API. */
export interface OwnerSectionRoutes<Key extends string> {
  readonly module: ModuleName;
  /** The module's path, e.g. `/Asset`: routes become `/Asset/{section}/...`. */
  readonly pathPrefix: string;
  /** The record in words, e.g. `asset`. */
  readonly label: string;
  /** Examples of its section keys, for the summaries: "Cast, Crew, Location". */
  readonly examples: string;
  readonly tag: string;
  readonly schemas: ReturnType<typeof defineSectionSchemas<Key>>;
}

/**
 * The four calls of a record's sections (list, add, update, delete), the same for every kind of
 * record whose sections are declared by key. A module declares each with
 * `defineEndpoint({ name, ...parts.list })`.
 */
export function ownerSectionEndpoints<const Key extends string>(owner: OwnerSectionRoutes<Key>) {
  const { module, pathPrefix, label, examples, tag, schemas } = owner;
  return ownedItemEndpoints({
    module,
    tag,
    path: `${pathPrefix}/{section}`,
    ownerParam: "ownerId",
    itemParam: "itemId",
    schemas: {
      ownerParams: schemas.ParamsSchema,
      itemParams: schemas.ItemParamsSchema,
      list: schemas.ListSchema,
      item: schemas.ItemSchema,
      addBody: schemas.SaveRequestSchema,
      updateBody: schemas.SaveRequestSchema,
    },
    summaries: {
      list: `The items of one ${label} section (${examples}...)`,
      add: `Add an item to a ${label} section`,
      update: `Update a ${label} section item; refused when stale`,
      remove: `Delete a ${label} section item`,
    },
    errors: {
      list: ["NotFound", "InvalidData"],
      remove: ["NotFound", "InvalidData", "DependencyError"],
    },
  });
}
