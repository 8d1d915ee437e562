import type { z } from "zod";
import type { ModuleName } from "../access/modules.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import type { ErrorType } from "../errors/error-catalogue.js";

type OwnedItemCall = "list" | "add" | "update" | "remove";

/** The schemas of the items a record owns: its use rights, licences, guarantees, section items... */
export interface OwnedItemSchemas<
  OwnerParams extends z.ZodType,
  ItemParams extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  AddBody extends z.ZodType,
  UpdateBody extends z.ZodType,
> {
  /** Names the owning record in the path: `{ assetId }`. */
  readonly ownerParams: OwnerParams;
  /** Names one item in the path: `{ useRightId }`. */
  readonly itemParams: ItemParams;
  readonly list: List;
  readonly item: Item;
  readonly addBody: AddBody;
  readonly updateBody: UpdateBody;
}

/** Where the items a record owns live in the API, and what their calls say. */
export interface OwnedItemRoutes<Schemas> {
  readonly module: ModuleName;
  readonly tag: string;
  /** The items' path, e.g. `/Asset/UseRight`: `.../GetAll/{assetId}`, `.../Save/{assetId}`, `.../{useRightId}`. */
  readonly path: string;
  /** The path parameter naming the owning record, e.g. `assetId`. */
  readonly ownerParam: string;
  /** The path parameter naming one item, e.g. `useRightId`. */
  readonly itemParam: string;
  readonly schemas: Schemas;
  readonly summaries: Readonly<Record<OwnedItemCall, string>>;
  /** Errors a kind answers differently from the usual ones (see `usualErrors`). */
  readonly errors?: Partial<Readonly<Record<OwnedItemCall, readonly ErrorType[]>>>;
}

const changeErrors: readonly ErrorType[] = ["NotFound", "InvalidData", "DependencyError"];
const usualErrors: Readonly<Record<OwnedItemCall, readonly ErrorType[]>> = {
  list: ["NotFound"],
  add: changeErrors,
  update: changeErrors,
  remove: ["NotFound", "DependencyError"],
};

/**
 * The four calls of the items a record owns (list, add, update, delete), the same for use rights,
 * licences, guarantees and section items. A module declares each with
 * `defineEndpoint({ name, ...parts.list })`.
 */
export function ownedItemEndpoints<
  const OwnerParams extends z.ZodType,
  const ItemParams extends z.ZodType,
  const List extends z.ZodType,
  const Item extends z.ZodType,
  const AddBody extends z.ZodType,
  const UpdateBody extends z.ZodType,
>(owned: OwnedItemRoutes<OwnedItemSchemas<OwnerParams, ItemParams, List, Item, AddBody, UpdateBody>>) {
  const { module, tag, path, ownerParam, itemParam, schemas, summaries } = owned;
  const { read, write } = moduleAccess(module);
  const errors = { ...usualErrors, ...owned.errors };
  return {
    list: {
      method: "POST",
      path: `${path}/GetAll/{${ownerParam}}`,
      summary: summaries.list,
      tag,
      access: read,
      params: schemas.ownerParams,
      body: EmptyBody,
      response: schemas.list,
      errors: errors.list,
    },
    add: {
      method: "POST",
      path: `${path}/Save/{${ownerParam}}`,
      summary: summaries.add,
      tag,
      access: write,
      params: schemas.ownerParams,
      body: schemas.addBody,
      response: schemas.item,
      errors: errors.add,
    },
    update: {
      method: "PUT",
      path: `${path}/{${itemParam}}`,
      summary: summaries.update,
      tag,
      access: write,
      params: schemas.itemParams,
      body: schemas.updateBody,
      response: schemas.item,
      errors: errors.update,
    },
    remove: {
      method: "DELETE",
      path: `${path}/{${itemParam}}`,
      summary: summaries.remove,
      tag,
      access: write,
      params: schemas.itemParams,
      response: DoneResponseSchema,
      errors: errors.remove,
    },
  } as const;
}
