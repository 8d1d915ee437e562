import type { ModuleName } from "../access/modules.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
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
  const { read, write } = moduleAccess(module);
  return {
    list: {
      method: "POST",
      path: `${pathPrefix}/{section}/GetAll/{ownerId}`,
      summary: `The items of one ${label} section (${examples}...)`,
      tag,
      access: read,
      params: schemas.ParamsSchema,
      body: EmptyBody,
      response: schemas.ListSchema,
      errors: ["NotFound", "InvalidData"],
    },
    add: {
      method: "POST",
      path: `${pathPrefix}/{section}/Save/{ownerId}`,
      summary: `Add an item to a ${label} section`,
      tag,
      access: write,
      params: schemas.ParamsSchema,
      body: schemas.SaveRequestSchema,
      response: schemas.ItemSchema,
      errors: ["NotFound", "InvalidData", "DependencyError"],
    },
    update: {
      method: "PUT",
      path: `${pathPrefix}/{section}/{itemId}`,
      summary: `Update a ${label} section item; refused when stale`,
      tag,
      access: write,
      params: schemas.ItemParamsSchema,
      body: schemas.SaveRequestSchema,
      response: schemas.ItemSchema,
      errors: ["NotFound", "InvalidData", "DependencyError"],
    },
    remove: {
      method: "DELETE",
      path: `${pathPrefix}/{section}/{itemId}`,
      summary: `Delete a ${label} section item`,
      tag,
      access: write,
      params: schemas.ItemParamsSchema,
      response: DoneResponseSchema,
      errors: ["NotFound", "InvalidData", "DependencyError"],
    },
  } as const;
}
