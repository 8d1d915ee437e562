import { recordKindEndpoints } from "../records/record-kind-endpoints.js";
import {
  AssetCreateRequestSchema,
  AssetIdParamsSchema,
  AssetListParamsSchema,
  AssetListResultSchema,
  AssetRecordSchema,
  AssetUpdateRequestSchema,
} from "./schemas.js";

/** The standard calls of assets (and edit versions): lists, profile, archive, delete, logs and edit locks. */
export const assetRecordEndpoints = recordKindEndpoints({
  singular: "Asset",
  plural: "Assets",
  module: "Asset",
  pathPrefix: "/Asset",
  tag: "Asset",
  words: { one: "asset", withArticle: "an asset", many: "assets" },
  schemas: {
    idParams: AssetIdParamsSchema,
    record: AssetRecordSchema,
    listResult: AssetListResultSchema,
    listQuery: AssetListParamsSchema,
    createBody: AssetCreateRequestSchema,
    updateBody: AssetUpdateRequestSchema,
  },
  archivable: true,
  overrides: {
    list: {
      summary:
        "List active (not archived) assets with filters, sorting and paging; edit versions only with includeEditVersion=true",
    },
    listArchived: { summary: "List archived assets and edit versions with filters, sorting and paging" },
    get: { summary: "One asset or edit version, with its status and what ends it first" },
    create: {
      summary: "Create a base asset; an Ad-ID already on another asset is refused",
      errors: ["DuplicateName", "InvalidData"],
    },
    update: { errors: ["NotFound", "DuplicateName", "InvalidData", "DependencyError"] },
    delete: {
      summary:
        "Delete an archived asset for good with its use rights; refused with DependencyError while it has edit versions",
    },
    logs: { summary: "The audit log of one asset and its use rights" },
  },
});
