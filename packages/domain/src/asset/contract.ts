import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../api/endpoint.js";
import { ownedItemEndpoints } from "../records/owned-item-endpoints.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import { ownerSectionEndpoints } from "../records/section-endpoints.js";
import { ownerDocumentEndpoints } from "../documents/owner-document-endpoints.js";
import {
  AssetElementLinkRequestSchema,
  AssetElementParamsSchema,
  AssetElementsParamsSchema,
  LinkedElementListSchema,
  LinkedElementSchema,
} from "../element/schemas.js";
import { ClearanceAnswerSchema } from "./asset-clearance.js";
import { CatalogueClearanceRequestSchema } from "./clearance-request.js";
import {
  MpuAnswerSchema,
  MpuRequestSchema,
  UseRightExpiryAnswerSchema,
  UseRightExpiryRequestSchema,
} from "./rule-calculations.js";
import {
  AssetEarliestExpireSchema,
  AssetIdParamsSchema,
  AssetListResultSchema,
  AssetRecordSchema,
  AssetUseRightAddRequestSchema,
  AssetUseRightListSchema,
  AssetUseRightParamsSchema,
  AssetUseRightRecordSchema,
  AssetUseRightUpdateRequestSchema,
  EditVersionCreateRequestSchema,
  NextEditVersionParamsSchema,
  NextEditVersionSchema,
  UseRightIdParamsSchema,
  AssetStatusUpdateSchema,
  AssetTimelineSchema,
  NextLocationNumberParamsSchema,
  NextLocationNumberSchema,
  assetSectionSchemas,
} from "./schemas.js";

/**
 * The Asset module's own calls. Its standard ones (list, get, create, update, archive, delete,
 * logs, edit locks) are in asset-record-endpoints.ts.
 */
const { read, write } = moduleAccess("Asset");
const tag = "Asset";

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

const useRights = ownedItemEndpoints({
  module: "Asset",
  tag,
  path: "/Asset/UseRight",
  ownerParam: "assetId",
  itemParam: "useRightId",
  schemas: {
    ownerParams: AssetUseRightParamsSchema,
    itemParams: UseRightIdParamsSchema,
    list: AssetUseRightListSchema,
    item: AssetUseRightRecordSchema,
    addBody: AssetUseRightAddRequestSchema,
    updateBody: AssetUseRightUpdateRequestSchema,
  },
  summaries: {
    list: "The use rights of an asset, by cycle start",
    add: "Add a use right to an asset; its status and earliest expiration follow",
    update: "Update a use right of an asset; refused when stale",
    remove: "Delete a use right of an asset",
  },
  errors: {
    remove: ["NotFound", "InvalidData", "DependencyError"],
  },
});

export const listAssetUseRights = defineEndpoint({ name: "listAssetUseRights", ...useRights.list });
export const addAssetUseRight = defineEndpoint({ name: "addAssetUseRight", ...useRights.add });
export const updateAssetUseRight = defineEndpoint({ name: "updateAssetUseRight", ...useRights.update });
export const deleteAssetUseRight = defineEndpoint({ name: "deleteAssetUseRight", ...useRights.remove });

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

export const getAssetClearance = defineEndpoint({
  name: "getAssetClearance",
  method: "POST",
  path: "/Asset/Clearance/{id}",
  summary:
    "Can the spot air on a date, in a media (and territory)? Cleared, cleared if paid (what to pay by when) or not cleared, with every reason",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  body: CatalogueClearanceRequestSchema,
  response: ClearanceAnswerSchema,
  errors: ["NotFound", "InvalidData"],
});

export const getAssetTimeline = defineEndpoint({
  name: "getAssetTimeline",
  method: "GET",
  path: "/Asset/Timeline/{id}",
  summary: "The expiration dashboard: every use right, element licence and the MPU, with the earliest marked",
  tag,
  access: read,
  params: AssetIdParamsSchema,
  response: AssetTimelineSchema,
  errors: ["NotFound"],
});

export const updateAssetStatus = defineEndpoint({
  name: "updateAssetStatus",
  method: "POST",
  path: "/Asset/StatusUpdate/{id}",
  summary: "Recompute the asset's stored status and earliest expiration now, through the domain rules",
  tag,
  access: write,
  params: AssetIdParamsSchema,
  body: EmptyBody,
  response: AssetStatusUpdateSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const getNextLocationNumber = defineEndpoint({
  name: "getNextLocationNumber",
  method: "GET",
  path: "/Asset/GetNextLocationNumber/{type}/{id}",
  summary: 'The location number the next location of this shoot type on asset {id} takes ("Filming 3")',
  tag,
  access: read,
  params: NextLocationNumberParamsSchema,
  response: NextLocationNumberSchema,
  errors: ["NotFound", "InvalidData"],
});

const sections = assetSectionSchemas;

const sectionParts = ownerSectionEndpoints({
  module: "Asset",
  pathPrefix: "/Asset",
  label: "asset",
  examples: "Cast, Crew, Location, Session, Advertiser, Product",
  tag,
  schemas: sections,
});

export const listAssetSectionItems = defineEndpoint({ name: "listAssetSectionItems", ...sectionParts.list });
export const addAssetSectionItem = defineEndpoint({ name: "addAssetSectionItem", ...sectionParts.add });
export const updateAssetSectionItem = defineEndpoint({
  name: "updateAssetSectionItem",
  ...sectionParts.update,
});
export const deleteAssetSectionItem = defineEndpoint({
  name: "deleteAssetSectionItem",
  ...sectionParts.remove,
});

export const listAssetElements = defineEndpoint({
  name: "listAssetElements",
  method: "POST",
  path: "/Asset/Element/List/{assetId}",
  summary: "The elements linked to an asset, with their status and earliest expiration",
  tag,
  access: read,
  params: AssetElementsParamsSchema,
  body: EmptyBody,
  response: LinkedElementListSchema,
  errors: ["NotFound"],
});

export const linkAssetElement = defineEndpoint({
  name: "linkAssetElement",
  method: "POST",
  path: "/Asset/Element/Link/{assetId}",
  summary: "Link an element to an asset; its licences join the asset's earliest expiration",
  tag,
  access: write,
  params: AssetElementsParamsSchema,
  body: AssetElementLinkRequestSchema,
  response: LinkedElementSchema,
  errors: ["NotFound", "InvalidData", "DependencyError", "DuplicateName"],
});

export const unlinkAssetElement = defineEndpoint({
  name: "unlinkAssetElement",
  method: "DELETE",
  path: "/Asset/Element/{assetId}/{elementId}",
  summary: "Remove an element from an asset",
  tag,
  access: write,
  params: AssetElementParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

const documents = ownerDocumentEndpoints({
  module: "Asset",
  pathPrefix: "/Asset",
  idParam: "assetId",
  label: "asset",
  tag,
});

export const listAssetDocuments = defineEndpoint({ name: "listAssetDocuments", ...documents.list });
export const saveAssetDocument = defineEndpoint({ name: "saveAssetDocument", ...documents.save });
export const deleteAssetDocument = defineEndpoint({ name: "deleteAssetDocument", ...documents.remove });
export const downloadAssetDocument = defineEndpoint({ name: "downloadAssetDocument", ...documents.download });

export const calculateMpu = defineEndpoint({
  name: "calculateMpu",
  method: "POST",
  path: "/Asset/Rules/Mpu",
  summary:
    "Rule calculation: the MPU (start, end, renegotiation window) from the session, last production and first use dates",
  tag,
  access: read,
  body: MpuRequestSchema,
  response: MpuAnswerSchema,
  errors: ["InvalidData"],
});

export const calculateUseRightExpiry = defineEndpoint({
  name: "calculateUseRightExpiry",
  method: "POST",
  path: "/Asset/Rules/UseRightExpiry",
  summary: "Rule calculation: a use right's last covered day from its type, cycle start and length",
  tag,
  access: read,
  body: UseRightExpiryRequestSchema,
  response: UseRightExpiryAnswerSchema,
  errors: ["InvalidData"],
});
