import { z } from "zod";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../api/endpoint.js";
import { ownedItemEndpoints } from "../records/owned-item-endpoints.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import { ownerDocumentEndpoints } from "../documents/owner-document-endpoints.js";
import {
  PersonDependantSchema,
  PersonDuplicateRequestSchema,
  PersonDuplicateSchema,
  PersonIdParamsSchema,
  PersonImportRequestSchema,
  PersonImportResultSchema,
  PersonLookupItemSchema,
  PersonLookupRequestSchema,
  PersonPhotoIdParamsSchema,
  PersonPhotoPersonParamsSchema,
  PersonPhotoSaveRequestSchema,
  PersonPhotoSchema,
  PersonRecordSchema,
  PersonRevealRequestSchema,
  PersonRevealResultSchema,
  PersonSectionItemParamsSchema,
  PersonSectionItemSchema,
  PersonSectionListSchema,
  PersonSectionParamsSchema,
  PersonSectionSaveRequestSchema,
  PersonStatusRequestSchema,
  UnionInfoSchema,
} from "./schemas.js";
import { PersonPictureSchema } from "./person-picture.js";

/**
 * The People module's own calls. Its standard ones (list, get, create, update, archive, delete,
 * logs, edit locks) are in person-record-endpoints.ts.
 */
const { read, write } = moduleAccess("People");
const tag = "People";

export const listUnions = defineEndpoint({
  name: "listUnions",
  method: "GET",
  path: "/Union/GetAll",
  summary: "The unions a person may belong to",
  tag,
  access: { kind: "session" },
  response: z.array(UnionInfoSchema),
  errors: [],
});

export const lookupPeople = defineEndpoint({
  name: "lookupPeople",
  method: "POST",
  path: "/People/Lookup",
  summary: "People whose names contain the search text, for reference pickers",
  tag,
  access: read,
  body: PersonLookupRequestSchema,
  response: z.array(PersonLookupItemSchema),
  errors: [],
});

export const findPersonDuplicates = defineEndpoint({
  name: "findPersonDuplicates",
  method: "POST",
  path: "/People/Duplicates",
  summary: "People who match by name and birth date, or by e-mail: the warning before a new person is saved",
  tag,
  access: read,
  body: PersonDuplicateRequestSchema,
  response: z.array(PersonDuplicateSchema),
  errors: [],
});

export const updatePersonStatus = defineEndpoint({
  name: "updatePersonStatus",
  method: "POST",
  path: "/People/UpdateStatus/{id}",
  summary: "Set a person's status (ACTIVE, INACTIVE, BLOCKED)",
  tag,
  access: write,
  params: PersonIdParamsSchema,
  body: PersonStatusRequestSchema,
  response: PersonRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const listPersonDependants = defineEndpoint({
  name: "listPersonDependants",
  method: "GET",
  path: "/People/Dependants/{id}",
  summary: "The records that point at this person (the dependency check before a delete)",
  tag,
  access: read,
  params: PersonIdParamsSchema,
  response: z.array(PersonDependantSchema),
  errors: ["NotFound"],
});

export const getPersonPicture = defineEndpoint({
  name: "getPersonPicture",
  method: "GET",
  path: "/People/Picture/{id}",
  summary:
    "A person's whole picture: the spots they are cast in, their contracts, their use rights and the holding fees due; each part only when the caller reads its module",
  tag,
  access: read,
  params: PersonIdParamsSchema,
  response: PersonPictureSchema,
  errors: ["NotFound"],
});

export const importPeople = defineEndpoint({
  name: "importPeople",
  method: "POST",
  path: "/People/Import",
  summary: "Create many people: all or nothing by default, or a dry run that only reports",
  tag,
  access: write,
  body: PersonImportRequestSchema,
  response: PersonImportResultSchema,
  errors: ["InvalidData"],
  maxBodyBytes: 16 * 1024 * 1024,
});

const sections = ownedItemEndpoints({
  module: "People",
  tag,
  path: "/People/{section}",
  ownerParam: "personId",
  itemParam: "itemId",
  schemas: {
    ownerParams: PersonSectionParamsSchema,
    itemParams: PersonSectionItemParamsSchema,
    list: PersonSectionListSchema,
    item: PersonSectionItemSchema,
    addBody: PersonSectionSaveRequestSchema,
    updateBody: PersonSectionSaveRequestSchema,
  },
  summaries: {
    list: "The items of one person section (Address, Bank, TaxId...); sensitive values always masked",
    add: "Add an item to a person section",
    update: "Update a person section item; a masked sensitive value sent back unchanged is kept",
    remove: "Delete a person section item",
  },
});

export const listPersonSectionItems = defineEndpoint({ name: "listPersonSectionItems", ...sections.list });
export const addPersonSectionItem = defineEndpoint({ name: "addPersonSectionItem", ...sections.add });
export const updatePersonSectionItem = defineEndpoint({
  name: "updatePersonSectionItem",
  ...sections.update,
});
export const deletePersonSectionItem = defineEndpoint({
  name: "deletePersonSectionItem",
  ...sections.remove,
});

export const revealPersonSecret = defineEndpoint({
  name: "revealPersonSecret",
  method: "POST",
  path: "/People/{section}/Reveal/{itemId}",
  summary:
    "One sensitive value in full (SSN, account or passport number); needs People's Sensitive data item and is audited",
  tag,
  access: read,
  params: PersonSectionItemParamsSchema,
  body: PersonRevealRequestSchema,
  response: PersonRevealResultSchema,
  errors: ["NotFound", "InvalidData", "Unauthorized"],
});

export const listPersonPhotos = defineEndpoint({
  name: "listPersonPhotos",
  method: "POST",
  path: "/People/Photo/GetAll/{personId}",
  summary: "A talent's photos, the primary one first",
  tag,
  access: read,
  params: PersonPhotoPersonParamsSchema,
  body: EmptyBody,
  response: z.array(PersonPhotoSchema),
  errors: ["NotFound"],
});

export const savePersonPhoto = defineEndpoint({
  name: "savePersonPhoto",
  method: "POST",
  path: "/People/Photo/Save/{personId}",
  summary:
    "Turn an uploaded image into a photo: EXIF orientation applied, metadata stripped, a thumbnail made",
  tag,
  access: write,
  params: PersonPhotoPersonParamsSchema,
  body: PersonPhotoSaveRequestSchema,
  response: PersonPhotoSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const setPrimaryPersonPhoto = defineEndpoint({
  name: "setPrimaryPersonPhoto",
  method: "POST",
  path: "/People/Photo/SetPrimary/{photoId}",
  summary: "Make a photo the person's primary photo",
  tag,
  access: write,
  params: PersonPhotoIdParamsSchema,
  body: EmptyBody,
  response: PersonPhotoSchema,
  errors: ["NotFound", "DependencyError"],
});

export const deletePersonPhoto = defineEndpoint({
  name: "deletePersonPhoto",
  method: "DELETE",
  path: "/People/Photo/{photoId}",
  summary: "Delete a photo; the next one becomes primary",
  tag,
  access: write,
  params: PersonPhotoIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "DependencyError"],
});

export const downloadPersonPhoto = defineEndpoint({
  name: "downloadPersonPhoto",
  method: "GET",
  path: "/People/Photo/Download/{photoId}",
  summary: "The upright photo (JPEG, no metadata)",
  tag,
  access: read,
  params: PersonPhotoIdParamsSchema,
  responseKind: "file",
  response: z.unknown(),
  errors: ["NotFound"],
});

export const downloadPersonPhotoThumbnail = defineEndpoint({
  name: "downloadPersonPhotoThumbnail",
  method: "GET",
  path: "/People/Photo/Thumbnail/{photoId}",
  summary: "The photo's thumbnail (WebP, at most 320 pixels on its longer side)",
  tag,
  access: read,
  params: PersonPhotoIdParamsSchema,
  responseKind: "file",
  response: z.unknown(),
  errors: ["NotFound"],
});

const documents = ownerDocumentEndpoints({
  module: "People",
  pathPrefix: "/People",
  idParam: "personId",
  label: "person",
  tag,
});

export const listPersonDocuments = defineEndpoint({ name: "listPersonDocuments", ...documents.list });
export const savePersonDocument = defineEndpoint({ name: "savePersonDocument", ...documents.save });
export const deletePersonDocument = defineEndpoint({ name: "deletePersonDocument", ...documents.remove });
export const downloadPersonDocument = defineEndpoint({
  name: "downloadPersonDocument",
  ...documents.download,
});
