import { z } from "zod";
import { AuditListResultSchema } from "../admin/schemas.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../contract/endpoint.js";
import { ownerDocumentEndpoints } from "../documents/owner-document-endpoints.js";
import { ListQuerySchema } from "../entities/list-query.js";
import { RecordLockInfoSchema } from "../records/lock-schemas.js";
import { ownerSectionEndpoints } from "../records/section-endpoints.js";
import {
  ElementCreateRequestSchema,
  ElementIdParamsSchema,
  ElementLicenceAddRequestSchema,
  ElementLicenceListSchema,
  ElementLicenceParamsSchema,
  ElementLicenceRecordSchema,
  ElementLicenceUpdateRequestSchema,
  ElementListResultSchema,
  ElementDetailSchema,
  ElementUpdateRequestSchema,
  LinkedAssetListSchema,
  elementSectionSchemas,
} from "./schemas.js";

const read = { kind: "module", module: "Element", right: "read" } as const;
const write = { kind: "module", module: "Element", right: "write" } as const;
const remove = { kind: "module", module: "Element", right: "delete" } as const;
const EmptyBody = z.object({}).optional();
const tag = "Element";

export const listElements = defineEndpoint({
  name: "listElements",
  method: "POST",
  path: "/Element/GetBy",
  summary: "List active (not archived) elements with filters, sorting and paging",
  tag,
  access: read,
  body: ListQuerySchema,
  response: ElementListResultSchema,
  errors: [],
});

export const listArchivedElements = defineEndpoint({
  name: "listArchivedElements",
  method: "POST",
  path: "/Element/Archive/GetBy",
  summary: "List archived elements with filters, sorting and paging",
  tag,
  access: read,
  body: ListQuerySchema,
  response: ElementListResultSchema,
  errors: [],
});

export const getElementById = defineEndpoint({
  name: "getElementById",
  method: "POST",
  path: "/Element/GetById/{id}",
  summary: "One element with its status and the licence that ends it first",
  tag,
  access: read,
  params: ElementIdParamsSchema,
  body: EmptyBody,
  response: ElementDetailSchema,
  errors: ["NotFound"],
});

export const createElement = defineEndpoint({
  name: "createElement",
  method: "POST",
  path: "/Element",
  summary: "Create an element (music, image, font, footage...)",
  tag,
  access: write,
  body: ElementCreateRequestSchema,
  response: ElementDetailSchema,
  errors: ["InvalidData"],
});

export const updateElement = defineEndpoint({
  name: "updateElement",
  method: "PUT",
  path: "/Element/{id}",
  summary: "Update an element's profile; refused when stale or locked by someone else",
  tag,
  access: write,
  params: ElementIdParamsSchema,
  body: ElementUpdateRequestSchema,
  response: ElementDetailSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const archiveElement = defineEndpoint({
  name: "archiveElement",
  method: "POST",
  path: "/Element/Archive/{id}",
  summary: "Move an element to the archive list",
  tag,
  access: remove,
  params: ElementIdParamsSchema,
  body: EmptyBody,
  response: ElementDetailSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const restoreElement = defineEndpoint({
  name: "restoreElement",
  method: "POST",
  path: "/Element/Restore/{id}",
  summary: "Bring an archived element back to the active list",
  tag,
  access: remove,
  params: ElementIdParamsSchema,
  body: EmptyBody,
  response: ElementDetailSchema,
  errors: ["NotFound", "InvalidData"],
});

export const deleteElement = defineEndpoint({
  name: "deleteElement",
  method: "DELETE",
  path: "/Element/{id}",
  summary: "Delete an archived element for good; refused with DependencyError while assets use it",
  tag,
  access: remove,
  params: ElementIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

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

export const listElementLogs = defineEndpoint({
  name: "listElementLogs",
  method: "POST",
  path: "/Element/Logs/GetBy/{id}",
  summary: "The audit log of one element, its licences and sections",
  tag,
  access: read,
  params: ElementIdParamsSchema,
  body: ListQuerySchema,
  response: AuditListResultSchema,
  errors: ["NotFound"],
});

export const getElementLockStatus = defineEndpoint({
  name: "getElementLockStatus",
  method: "GET",
  path: "/Element/GetElementLockStatus/{id}",
  summary: "Who, if anyone, is editing this element and until when",
  tag,
  access: read,
  params: ElementIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const lockElement = defineEndpoint({
  name: "lockElement",
  method: "GET",
  path: "/Element/LockElement/{id}",
  summary: "Take the edit lock on an element (answers who holds it when someone else does)",
  tag,
  access: write,
  params: ElementIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const extendElementLock = defineEndpoint({
  name: "extendElementLock",
  method: "GET",
  path: "/Element/ExtendElementLock/{id}",
  summary: "Extend your edit lock on an element",
  tag,
  access: write,
  params: ElementIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const releaseElementLock = defineEndpoint({
  name: "releaseElementLock",
  method: "POST",
  path: "/Element/ReleaseElementLock/{id}",
  summary: "Release your edit lock on an element",
  tag,
  access: write,
  params: ElementIdParamsSchema,
  body: EmptyBody,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
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
