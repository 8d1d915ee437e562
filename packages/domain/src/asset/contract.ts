import { z } from "zod";
import { AuditListResultSchema } from "../admin/schemas.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../contract/endpoint.js";
import { ListQuerySchema } from "../entities/list-query.js";
import { RecordLockInfoSchema } from "../records/lock-schemas.js";
import {
  AssetCreateRequestSchema,
  AssetEarliestExpireSchema,
  AssetIdParamsSchema,
  AssetListParamsSchema,
  AssetListResultSchema,
  AssetRecordSchema,
  AssetUpdateRequestSchema,
  AssetUseRightAddRequestSchema,
  AssetUseRightListSchema,
  AssetUseRightParamsSchema,
  AssetUseRightRecordSchema,
  AssetUseRightUpdateRequestSchema,
  EditVersionCreateRequestSchema,
  NextEditVersionParamsSchema,
  NextEditVersionSchema,
  UseRightIdParamsSchema,
} from "./schemas.js";

const read = { kind: "module", module: "Asset", right: "read" } as const;
const write = { kind: "module", module: "Asset", right: "write" } as const;
const remove = { kind: "module", module: "Asset", right: "delete" } as const;
const EmptyBody = z.object({}).optional();
const tag = "Asset";

export const listAssets = defineEndpoint({
  name: "listAssets",
  method: "POST",
  path: "/Asset/GetBy",
  summary:
    "List active (not archived) assets with filters, sorting and paging; edit versions only with includeEditVersion=true",
  tag,
  access: read,
  query: AssetListParamsSchema,
  body: ListQuerySchema,
  response: AssetListResultSchema,
  errors: [],
});

export const listArchivedAssets = defineEndpoint({
  name: "listArchivedAssets",
  method: "POST",
  path: "/Asset/Archive/GetBy",
  summary: "List archived assets and edit versions with filters, sorting and paging",
  tag,
  access: read,
  body: ListQuerySchema,
  response: AssetListResultSchema,
  errors: [],
});

export const getAssetById = defineEndpoint({
  name: "getAssetById",
  method: "POST",
  path: "/Asset/GetById/{id}",
  summary: "One asset or edit version, with its status and what ends it first",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  body: EmptyBody,
  response: AssetRecordSchema,
  errors: ["NotFound"],
});

export const createAsset = defineEndpoint({
  name: "createAsset",
  method: "POST",
  path: "/Asset",
  summary: "Create a base asset; an Ad-ID already on another asset is refused",
  tag,
  access: write,
  body: AssetCreateRequestSchema,
  response: AssetRecordSchema,
  errors: ["DuplicateName", "InvalidData"],
});

export const updateAsset = defineEndpoint({
  name: "updateAsset",
  method: "PUT",
  path: "/Asset/{id}",
  summary: "Update an asset's profile; refused when stale or locked by someone else",
  tag,
  access: write,
  params: AssetIdParamsSchema,
  body: AssetUpdateRequestSchema,
  response: AssetRecordSchema,
  errors: ["NotFound", "DuplicateName", "InvalidData", "DependencyError"],
});

export const archiveAsset = defineEndpoint({
  name: "archiveAsset",
  method: "POST",
  path: "/Asset/Archive/{id}",
  summary: "Move an asset to the archive list",
  tag,
  access: remove,
  params: AssetIdParamsSchema,
  body: EmptyBody,
  response: AssetRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const restoreAsset = defineEndpoint({
  name: "restoreAsset",
  method: "POST",
  path: "/Asset/Restore/{id}",
  summary: "Bring an archived asset back to the active list",
  tag,
  access: remove,
  params: AssetIdParamsSchema,
  body: EmptyBody,
  response: AssetRecordSchema,
  errors: ["NotFound", "InvalidData"],
});

export const deleteAsset = defineEndpoint({
  name: "deleteAsset",
  method: "DELETE",
  path: "/Asset/{id}",
  summary:
    "Delete an archived asset for good with its use rights; refused with DependencyError while it has edit versions",
  tag,
  access: remove,
  params: AssetIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const listEditVersions = defineEndpoint({
  name: "listEditVersions",
  method: "POST",
  path: "/Asset/EditVersion/GetAll/{id}",
  summary: "The edit versions of a base asset, in version order",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  body: EmptyBody,
  response: AssetListResultSchema,
  errors: ["NotFound"],
});

export const addEditVersion = defineEndpoint({
  name: "addEditVersion",
  method: "POST",
  path: "/Asset/EditVersion/{id}",
  summary: "Add an edit version under base asset {id}, numbered after the last one",
  tag,
  access: write,
  params: AssetIdParamsSchema,
  body: EditVersionCreateRequestSchema,
  response: AssetRecordSchema,
  errors: ["NotFound", "DuplicateName", "InvalidData", "DependencyError"],
});

export const getNextEditVersion = defineEndpoint({
  name: "getNextEditVersion",
  method: "GET",
  path: "/Asset/GetNextEditVersion/{type}/{id}",
  summary: "The number and label the next edit version of base asset {id} will take",
  tag,
  access: read,
  params: NextEditVersionParamsSchema,
  response: NextEditVersionSchema,
  errors: ["NotFound", "InvalidData"],
});

export const listAssetUseRights = defineEndpoint({
  name: "listAssetUseRights",
  method: "POST",
  path: "/Asset/UseRight/GetAll/{assetId}",
  summary: "The use rights of an asset, by cycle start",
  tag,
  access: read,
  params: AssetUseRightParamsSchema,
  body: EmptyBody,
  response: AssetUseRightListSchema,
  errors: ["NotFound"],
});

export const addAssetUseRight = defineEndpoint({
  name: "addAssetUseRight",
  method: "POST",
  path: "/Asset/UseRight/Save/{assetId}",
  summary: "Add a use right to an asset; its status and earliest expiration follow",
  tag,
  access: write,
  params: AssetUseRightParamsSchema,
  body: AssetUseRightAddRequestSchema,
  response: AssetUseRightRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const updateAssetUseRight = defineEndpoint({
  name: "updateAssetUseRight",
  method: "PUT",
  path: "/Asset/UseRight/{useRightId}",
  summary: "Update a use right of an asset; refused when stale",
  tag,
  access: write,
  params: UseRightIdParamsSchema,
  body: AssetUseRightUpdateRequestSchema,
  response: AssetUseRightRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const deleteAssetUseRight = defineEndpoint({
  name: "deleteAssetUseRight",
  method: "DELETE",
  path: "/Asset/UseRight/{useRightId}",
  summary: "Delete a use right of an asset",
  tag,
  access: write,
  params: UseRightIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const getAssetEarliestExpire = defineEndpoint({
  name: "getAssetEarliestExpire",
  method: "GET",
  path: "/Asset/EarliestExpire/{id}",
  summary: "The item (asset MPU or a use right) that ends the asset first, and the day it ends",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  response: AssetEarliestExpireSchema,
  errors: ["NotFound"],
});

export const listAssetLogs = defineEndpoint({
  name: "listAssetLogs",
  method: "POST",
  path: "/Asset/Logs/GetBy/{id}",
  summary: "The audit log of one asset and its use rights",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  body: ListQuerySchema,
  response: AuditListResultSchema,
  errors: ["NotFound"],
});

export const getAssetLockStatus = defineEndpoint({
  name: "getAssetLockStatus",
  method: "GET",
  path: "/Asset/GetAssetLockStatus/{id}",
  summary: "Who, if anyone, is editing this asset and until when",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const lockAsset = defineEndpoint({
  name: "lockAsset",
  method: "GET",
  path: "/Asset/LockAsset/{id}",
  summary: "Take the edit lock on an asset (answers who holds it when someone else does)",
  tag,
  access: write,
  params: AssetIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const extendAssetLock = defineEndpoint({
  name: "extendAssetLock",
  method: "GET",
  path: "/Asset/ExtendAssetLock/{id}",
  summary: "Extend your edit lock on an asset",
  tag,
  access: write,
  params: AssetIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const releaseAssetLock = defineEndpoint({
  name: "releaseAssetLock",
  method: "POST",
  path: "/Asset/ReleaseAssetLock/{id}",
  summary: "Release your edit lock on an asset",
  tag,
  access: write,
  params: AssetIdParamsSchema,
  body: EmptyBody,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});
