import { defineEndpoint } from "../api/endpoint.js";
import { ownerDocumentEndpoints } from "./owner-document-endpoints.js";
import {
  DuplicateDocumentRequestSchema,
  DuplicateDocumentResultSchema,
  DuplicateDocumentsRequestSchema,
  DuplicateDocumentsResultSchema,
  UploadResultSchema,
} from "./schemas.js";

const tag = "Documents";
const session = { kind: "session" } as const;

export const uploadFile = defineEndpoint({
  name: "uploadFile",
  method: "POST",
  path: "/Blob/Nabu/UploadFile",
  summary:
    "Store one file (multipart form, any field name) for a document to be saved; needs write on a module with documents",
  tag,
  access: session,
  bodyKind: "multipart",
  response: UploadResultSchema,
  errors: ["InvalidData", "Unauthorized"],
});

export const uploadFiles = defineEndpoint({
  name: "uploadFiles",
  method: "POST",
  path: "/Blob/Nabu/UploadFiles",
  summary:
    "Store several files (multipart form, any field names) for documents to be saved; needs write on a module with documents",
  tag,
  access: session,
  bodyKind: "multipart",
  response: UploadResultSchema,
  errors: ["InvalidData", "Unauthorized"],
});

export const getDuplicateDocumentId = defineEndpoint({
  name: "getDuplicateDocumentId",
  method: "POST",
  path: "/Document/GetDuplicateDocumentId",
  summary:
    "The record's document that already holds this content (by SHA-256), if any; needs read on its module",
  tag,
  access: session,
  body: DuplicateDocumentRequestSchema,
  response: DuplicateDocumentResultSchema,
  errors: ["Unauthorized"],
});

export const getDuplicateDocumentIdForDocuments = defineEndpoint({
  name: "getDuplicateDocumentIdForDocuments",
  method: "POST",
  path: "/Document/GetDuplicateDocumentIdForDocuments",
  summary: "For each content hash, the record's document that already holds it, if any",
  tag,
  access: session,
  body: DuplicateDocumentsRequestSchema,
  response: DuplicateDocumentsResultSchema,
  errors: ["Unauthorized"],
});

const company = ownerDocumentEndpoints({
  module: "Company",
  pathPrefix: "/Company",
  idParam: "companyId",
  label: "company",
  tag: "Company",
});

export const listCompanyDocuments = defineEndpoint({ name: "listCompanyDocuments", ...company.list });
export const saveCompanyDocument = defineEndpoint({ name: "saveCompanyDocument", ...company.save });
export const deleteCompanyDocument = defineEndpoint({ name: "deleteCompanyDocument", ...company.remove });
export const downloadCompanyDocument = defineEndpoint({
  name: "downloadCompanyDocument",
  ...company.download,
});
