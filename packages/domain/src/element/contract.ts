import { defineEndpoint } from "../api/endpoint.js";
import { ownedItemEndpoints } from "../records/owned-item-endpoints.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import { ownerDocumentEndpoints } from "../documents/owner-document-endpoints.js";
import { ownerSectionEndpoints } from "../records/section-endpoints.js";
import {
  ElementIdParamsSchema,
  ElementLicenceAddRequestSchema,
  ElementLicenceListSchema,
  ElementLicenceParamsSchema,
  ElementLicenceRecordSchema,
  ElementLicenceUpdateRequestSchema,
  LinkedAssetListSchema,
  elementSectionSchemas,
} from "./schemas.js";

/**
 * The Element module's own calls. Its standard ones (list, get, create, update, archive, delete,
 * logs, edit locks) are in element-record-endpoints.ts.
 */
const { read } = moduleAccess("Element");
const tag = "Element";

const licences = ownedItemEndpoints({
  module: "Element",
  tag,
  path: "/Element/Licence",
  ownerParam: "id",
  itemParam: "licenceId",
  schemas: {
    ownerParams: ElementIdParamsSchema,
    itemParams: ElementLicenceParamsSchema,
    list: ElementLicenceListSchema,
    item: ElementLicenceRecordSchema,
    addBody: ElementLicenceAddRequestSchema,
    updateBody: ElementLicenceUpdateRequestSchema,
  },
  summaries: {
    list: "The licences (rights contracted) of an element, by term start",
    add: "Add a licence to an element; the element's and its assets' status follow",
    update: "Update a licence of an element; refused when stale",
    remove: "Delete a licence of an element",
  },
  errors: {
    remove: ["NotFound", "InvalidData", "DependencyError"],
  },
});

export const listElementLicences = defineEndpoint({ name: "listElementLicences", ...licences.list });
export const addElementLicence = defineEndpoint({ name: "addElementLicence", ...licences.add });
export const updateElementLicence = defineEndpoint({ name: "updateElementLicence", ...licences.update });
export const deleteElementLicence = defineEndpoint({ name: "deleteElementLicence", ...licences.remove });

export const listElementLinkedAssets = defineEndpoint({
  name: "listElementLinkedAssets",
  method: "POST",
  path: "/Element/LinkedAssets/GetAll/{id}",
  summary: "The assets and edit versions the element is in",
  tag,
  access: read,
  params: ElementIdParamsSchema,
  body: EmptyBody,
  response: LinkedAssetListSchema,
  errors: ["NotFound"],
});

const sections = elementSectionSchemas;

const sectionParts = ownerSectionEndpoints({
  module: "Element",
  pathPrefix: "/Element",
  label: "element",
  examples: "Track, Creator, RightsHolder, PaymentInvoice",
  tag,
  schemas: sections,
});

export const listElementSectionItems = defineEndpoint({
  name: "listElementSectionItems",
  ...sectionParts.list,
});
export const addElementSectionItem = defineEndpoint({ name: "addElementSectionItem", ...sectionParts.add });
export const updateElementSectionItem = defineEndpoint({
  name: "updateElementSectionItem",
  ...sectionParts.update,
});
export const deleteElementSectionItem = defineEndpoint({
  name: "deleteElementSectionItem",
  ...sectionParts.remove,
});

const documents = ownerDocumentEndpoints({
  module: "Element",
  pathPrefix: "/Element",
  idParam: "elementId",
  label: "element",
  tag,
});

export const listElementDocuments = defineEndpoint({ name: "listElementDocuments", ...documents.list });
export const saveElementDocument = defineEndpoint({ name: "saveElementDocument", ...documents.save });
export const deleteElementDocument = defineEndpoint({ name: "deleteElementDocument", ...documents.remove });
export const downloadElementDocument = defineEndpoint({
  name: "downloadElementDocument",
  ...documents.download,
});
