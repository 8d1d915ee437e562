import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import { recordContext } from "../../records/record-context.js";
import {
  assetDocumentOwner,
  companyDocumentOwner,
  elementDocumentOwner,
  personDocumentOwner,
} from "./document-owners.js";
import { DocumentService } from "./document-service.js";
import { UploadService } from "./upload-service.js";

export type DocumentEndpoint =
  | "uploadFile"
  | "uploadFiles"
  | "getDuplicateDocumentId"
  | "getDuplicateDocumentIdForDocuments"
  | "listCompanyDocuments"
  | "saveCompanyDocument"
  | "deleteCompanyDocument"
  | "downloadCompanyDocument"
  | "listPersonDocuments"
  | "savePersonDocument"
  | "deletePersonDocument"
  | "downloadPersonDocument"
  | "listAssetDocuments"
  | "saveAssetDocument"
  | "deleteAssetDocument"
  | "downloadAssetDocument"
  | "listElementDocuments"
  | "saveElementDocument"
  | "deleteElementDocument"
  | "downloadElementDocument";

export interface DocumentHandlerOptions {
  db: Db;
  store: BlobStore;
  uploadLimitBytes: number;
}

/** Uploads, duplicate checks, and the documents tab of each kind of record that has one. */
export function documentHandlers({
  db,
  store,
  uploadLimitBytes,
}: DocumentHandlerOptions): Pick<Handlers, DocumentEndpoint> {
  const uploads = new UploadService(db, store, uploadLimitBytes);
  const documents = new DocumentService(db, store);
  const company = companyDocumentOwner;
  const person = personDocumentOwner;
  const asset = assetDocumentOwner;
  const element = elementDocumentOwner;
  return {
    uploadFile: (_input, context) => uploads.upload(context.request, true, recordContext(context)),
    uploadFiles: (_input, context) => uploads.upload(context.request, false, recordContext(context)),
    getDuplicateDocumentId: ({ body }, context) =>
      documents.duplicateOf(body.entityType, body.entityId, body.sha256, requireCaller(context).permission),
    getDuplicateDocumentIdForDocuments: ({ body }, context) =>
      documents.duplicatesOf(body.entityType, body.entityId, body.sha256s, requireCaller(context).permission),

    listCompanyDocuments: ({ params }) => documents.list(company, params.companyId),
    saveCompanyDocument: ({ params, body }, context) =>
      documents.save(company, params.companyId, body, recordContext(context)),
    deleteCompanyDocument: ({ params }, context) =>
      documents.delete(company, params.documentId, recordContext(context)),
    downloadCompanyDocument: ({ params }) => documents.download(company, params.documentId),

    listPersonDocuments: ({ params }) => documents.list(person, params.personId),
    savePersonDocument: ({ params, body }, context) =>
      documents.save(person, params.personId, body, recordContext(context)),
    deletePersonDocument: ({ params }, context) =>
      documents.delete(person, params.documentId, recordContext(context)),
    downloadPersonDocument: ({ params }) => documents.download(person, params.documentId),

    listAssetDocuments: ({ params }) => documents.list(asset, params.assetId),
    saveAssetDocument: ({ params, body }, context) =>
      documents.save(asset, params.assetId, body, recordContext(context)),
    deleteAssetDocument: ({ params }, context) =>
      documents.delete(asset, params.documentId, recordContext(context)),
    downloadAssetDocument: ({ params }) => documents.download(asset, params.documentId),

    listElementDocuments: ({ params }) => documents.list(element, params.elementId),
    saveElementDocument: ({ params, body }, context) =>
      documents.save(element, params.elementId, body, recordContext(context)),
    deleteElementDocument: ({ params }, context) =>
      documents.delete(element, params.documentId, recordContext(context)),
    downloadElementDocument: ({ params }) => documents.download(element, params.documentId),
  };
}
