import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../api/endpoint.js";
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
const { read, write } = moduleAccess("Element");
const tag = "Element";

export const listElementLicences = defineEndpoint({
  name: "listElementLicences",
  method: "POST",
  path: "/Element/Licence/GetAll/{id}",
  summary: "The licences (rights contracted) of an element, by term start",
  tag,
  access: read,
  params: ElementIdParamsSchema,
  body: EmptyBody,
  response: ElementLicenceListSchema,
  errors: ["NotFound"],
});

export const addElementLicence = defineEndpoint({
  name: "addElementLicence",
  method: "POST",
  path: "/Element/Licence/Save/{id}",
  summary: "Add a licence to an element; the element's and its assets' status follow",
  tag,
  access: write,
  params: ElementIdParamsSchema,
  body: ElementLicenceAddRequestSchema,
  response: ElementLicenceRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const updateElementLicence = defineEndpoint({
  name: "updateElementLicence",
  method: "PUT",
  path: "/Element/Licence/{licenceId}",
  summary: "Update a licence of an element; refused when stale",
  tag,
  access: write,
  params: ElementLicenceParamsSchema,
  body: ElementLicenceUpdateRequestSchema,
  response: ElementLicenceRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const deleteElementLicence = defineEndpoint({
  name: "deleteElementLicence",
  method: "DELETE",
  path: "/Element/Licence/{licenceId}",
  summary: "Delete a licence of an element",
  tag,
  access: write,
  params: ElementLicenceParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

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
