import { z } from "zod";
import type { ModuleName } from "../access/modules.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import type { ErrorType } from "../errors/error-catalogue.js";
import {
  DocumentIdParamsSchema,
  DocumentItemSchema,
  DocumentListSchema,
  DocumentSaveRequestSchema,
} from "./schemas.js";
import { pathId } from "../records/field-schemas.js";

/** Where a kind of record's documents tab lives in the API. */
export interface DocumentOwnerRoutes<K extends string> {
  readonly module: ModuleName;
  /** The module's path, e.g. `/Company`: routes become `/Company/Document/...`. */
  readonly pathPrefix: string;
  /** The path parameter naming the record, e.g. `companyId`. */
  readonly idParam: K;
  /** The record in words, e.g. `company`. */
  readonly label: string;
  readonly tag: string;
}

/**
 * The four calls of a record's documents tab (list, save, delete, download), the same for
 * every kind of record. A module declares each with `defineEndpoint({ name, ...parts.list })`.
 */
export function ownerDocumentEndpoints<K extends string>(owner: DocumentOwnerRoutes<K>) {
  const { module, pathPrefix, idParam, label, tag } = owner;
  const ownerParams = z.object({ [idParam]: pathId(label) } as Record<K, ReturnType<typeof pathId>>);
  const { read, write, remove } = moduleAccess(module);
  const changeErrors: ErrorType[] = ["NotFound", "InvalidData", "DependencyError"];
  return {
    list: {
      method: "POST",
      path: `${pathPrefix}/Document/GetAll/{${idParam}}`,
      summary: `The ${label}'s documents, newest first`,
      tag,
      access: read,
      params: ownerParams,
      body: EmptyBody,
      response: DocumentListSchema,
      errors: ["NotFound"],
    },
    save: {
      method: "POST",
      path: `${pathPrefix}/Document/Save/{${idParam}}`,
      summary: `Attach an uploaded file to the ${label} as a document; the same content twice only with allowDuplicate`,
      tag,
      access: write,
      params: ownerParams,
      body: DocumentSaveRequestSchema,
      response: DocumentItemSchema,
      errors: ["DuplicateName", ...changeErrors],
    },
    remove: {
      method: "DELETE",
      path: `${pathPrefix}/Document/{documentId}`,
      summary: `Remove a document from the ${label}; its file goes when no other document uses it`,
      tag,
      access: remove,
      params: DocumentIdParamsSchema,
      response: DoneResponseSchema,
      errors: changeErrors,
    },
    download: {
      method: "GET",
      path: `${pathPrefix}/Document/Download/{documentId}`,
      summary: `The file of one of the ${label}'s documents, as an attachment under its original name`,
      tag,
      access: read,
      params: DocumentIdParamsSchema,
      responseKind: "file",
      response: z.unknown(),
      errors: ["NotFound"],
    },
  } as const;
}
