import type { completionReportRecordEndpoints } from "@rightsdesk/domain";
import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { recordKindHandlers } from "../../records/record-kind-handlers.js";
import { DocumentService } from "../documents/document-service.js";
import { CastEmailService } from "./cast-email-service.js";
import { completionReportDocumentOwner } from "./completion-report-document-owner.js";
import { CompletionReportExportService } from "./completion-report-export-service.js";
import { CompletionReportLifeService } from "./completion-report-life-service.js";
import { findCompletionReportOrFail } from "./completion-report-rules.js";
import { CompletionReportSectionsService } from "./completion-report-sections-service.js";
import { CompletionReportService } from "./completion-report-service.js";

export type CompletionReportEndpoint =
  | keyof typeof completionReportRecordEndpoints
  | "listCompletionReportSectionItems"
  | "addCompletionReportSectionItem"
  | "updateCompletionReportSectionItem"
  | "deleteCompletionReportSectionItem"
  | "listCompletionReportDocuments"
  | "saveCompletionReportDocument"
  | "deleteCompletionReportDocument"
  | "downloadCompletionReportDocument"
  | "duplicateCompletionReport"
  | "reconcileCompletionReportNow"
  | "submitCompletionReport"
  | "reviseCompletionReport"
  | "listCompletionReportRevisions"
  | "getCastEmailDetails"
  | "exportCompletionReport";

export interface CompletionReportHandlerOptions {
  readonly db: Db;
  readonly encryption: FieldEncryption;
  readonly store: BlobStore;
}

/**
 * The Completion Report module: lists, profile, sections, documents, the reconciliation, Submit,
 * Revise and the revise log, cast e-mail details, duplicate and export.
 */
export function completionReportHandlers({
  db,
  encryption,
  store,
}: CompletionReportHandlerOptions): Pick<Handlers, CompletionReportEndpoint> {
  const reports = new CompletionReportService(db);
  const life = new CompletionReportLifeService(db, encryption);
  const sections = new CompletionReportSectionsService(db, encryption);
  const documents = new DocumentService(db, store);
  const owner = completionReportDocumentOwner;
  const exports = new CompletionReportExportService(db, encryption);
  const castEmails = new CastEmailService(db);
  /** Lock and log calls answer NotFound for a report that does not exist. */
  const existing = async (id: number) => (await findCompletionReportOrFail(db, id)).id;
  return {
    ...recordKindHandlers({
      singular: "CompletionReport",
      recordType: "completion_report",
      db,
      existing,
      reads: reports,
      archives: reports,
      deletes: reports,
    }),
    listCompletionReports: ({ body }) => reports.list(body, false),
    listArchivedCompletionReports: ({ body }) => reports.list(body, true),
    createCompletionReport: ({ body }, context) => reports.create(body, recordContext(context)),
    updateCompletionReport: ({ params, body }, context) =>
      reports.update(params.id, body, recordContext(context)),
    listCompletionReportSectionItems: ({ params }, context) =>
      sections.list(params.section, params.ownerId, recordContext(context)),
    addCompletionReportSectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.ownerId, body.data, recordContext(context)),
    updateCompletionReportSectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deleteCompletionReportSectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
    listCompletionReportDocuments: ({ params }) => documents.list(owner, params.completionReportId),
    saveCompletionReportDocument: ({ params, body }, context) =>
      documents.save(owner, params.completionReportId, body, recordContext(context)),
    deleteCompletionReportDocument: ({ params }, context) =>
      documents.delete(owner, params.documentId, recordContext(context)),
    downloadCompletionReportDocument: ({ params }) => documents.download(owner, params.documentId),
    duplicateCompletionReport: ({ params, body }, context) =>
      reports.duplicate(params.id, body, recordContext(context)),
    reconcileCompletionReportNow: ({ params }) => life.reconcile(params.id),
    submitCompletionReport: ({ params, body }, context) =>
      life.submit(params.id, body, recordContext(context)),
    reviseCompletionReport: ({ params, body }, context) =>
      life.revise(params.id, body, recordContext(context)),
    listCompletionReportRevisions: ({ params }) => life.revisions(params.id),
    getCastEmailDetails: ({ query }) => castEmails.details(query),
    exportCompletionReport: ({ params, query }) => exports.export(params.id, query),
  };
}
