import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { moduleAccess } from "../api/module-access.js";
import { ownerDocumentEndpoints } from "../documents/owner-document-endpoints.js";
import { ownerSectionEndpoints } from "../records/section-endpoints.js";
import {
  CastEmailDetailsQuerySchema,
  CastEmailDetailsSchema,
  CompletionReportDetailSchema,
  CompletionReportDuplicateRequestSchema,
  CompletionReportExportQuerySchema,
  CompletionReportIdParamsSchema,
  CompletionReportReconciliationSchema,
  CompletionReportRevisionListSchema,
  CompletionReportStepRequestSchema,
  completionReportSectionSchemas,
} from "./completion-report-api-schemas.js";

/**
 * The Completion Report module's own calls. Its standard ones (list, get, create, update,
 * archive, delete, logs, edit locks) are in completion-report-record-endpoints.ts.
 */
const { read, write } = moduleAccess("Completion Report");
const tag = "Completion Report";
const params = CompletionReportIdParamsSchema;

const sectionParts = ownerSectionEndpoints({
  module: "Completion Report",
  pathPrefix: "/CompletionReport",
  label: "completion report",
  examples: "Cast, Crew, Location, Element",
  tag,
  schemas: completionReportSectionSchemas,
});

export const listCompletionReportSectionItems = defineEndpoint({
  name: "listCompletionReportSectionItems",
  ...sectionParts.list,
});
export const addCompletionReportSectionItem = defineEndpoint({
  name: "addCompletionReportSectionItem",
  ...sectionParts.add,
});
export const updateCompletionReportSectionItem = defineEndpoint({
  name: "updateCompletionReportSectionItem",
  ...sectionParts.update,
});
export const deleteCompletionReportSectionItem = defineEndpoint({
  name: "deleteCompletionReportSectionItem",
  ...sectionParts.remove,
});

const documents = ownerDocumentEndpoints({
  module: "Completion Report",
  pathPrefix: "/CompletionReport",
  idParam: "completionReportId",
  label: "completion report",
  tag,
});

export const listCompletionReportDocuments = defineEndpoint({
  name: "listCompletionReportDocuments",
  ...documents.list,
});
export const saveCompletionReportDocument = defineEndpoint({
  name: "saveCompletionReportDocument",
  ...documents.save,
});
export const deleteCompletionReportDocument = defineEndpoint({
  name: "deleteCompletionReportDocument",
  ...documents.remove,
});
export const downloadCompletionReportDocument = defineEndpoint({
  name: "downloadCompletionReportDocument",
  ...documents.download,
});

export const duplicateCompletionReport = defineEndpoint({
  name: "duplicateCompletionReport",
  method: "POST",
  path: "/CompletionReport/Duplicate/{id}",
  summary: "Copy a report (profile and every section) as a new draft",
  tag,
  access: write,
  params,
  body: CompletionReportDuplicateRequestSchema,
  response: CompletionReportDetailSchema,
  errors: ["NotFound", "InvalidData"],
});

export const reconcileCompletionReportNow = defineEndpoint({
  name: "reconcileCompletionReportNow",
  method: "GET",
  path: "/CompletionReport/Reconcile/{id}",
  summary: "The gaps between the report and the spot's contracts and licences now, each with its tab",
  tag,
  access: read,
  params,
  response: CompletionReportReconciliationSchema,
  errors: ["NotFound"],
});

export const submitCompletionReport = defineEndpoint({
  name: "submitCompletionReport",
  method: "POST",
  path: "/CompletionReport/Submit/{id}",
  summary:
    "Submit the report: refused with every blocking gap named; else its cast, crew, locations and elements go onto the spot",
  tag,
  access: write,
  params,
  body: CompletionReportStepRequestSchema,
  response: CompletionReportDetailSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const reviseCompletionReport = defineEndpoint({
  name: "reviseCompletionReport",
  method: "POST",
  path: "/CompletionReport/Revise/{id}",
  summary: "Reopen a submitted report; what changes until it is submitted again goes to its revise log",
  tag,
  access: write,
  params,
  body: CompletionReportStepRequestSchema,
  response: CompletionReportDetailSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const listCompletionReportRevisions = defineEndpoint({
  name: "listCompletionReportRevisions",
  method: "GET",
  path: "/CompletionReport/RevisionLog/{id}",
  summary: "The revise log: each revision, who opened and resubmitted it, and what changed",
  tag,
  access: read,
  params,
  response: CompletionReportRevisionListSchema,
  errors: ["NotFound"],
});

export const getCastEmailDetails = defineEndpoint({
  name: "getCastEmailDetails",
  method: "GET",
  path: "/CompletionReport/CastEmailDetails",
  summary: "The performer's and their agent's names and e-mails, for a message about the report",
  tag,
  access: read,
  query: CastEmailDetailsQuerySchema,
  response: CastEmailDetailsSchema,
  errors: ["NotFound", "InvalidData"],
});

export const exportCompletionReport = defineEndpoint({
  name: "exportCompletionReport",
  method: "GET",
  path: "/CompletionReport/Export/{id}",
  summary: "The report as PDF or XLSX (the parts named by include), downloaded under its file name",
  tag,
  access: read,
  params,
  query: CompletionReportExportQuerySchema,
  response: z.unknown(),
  responseKind: "file",
  errors: ["NotFound", "InvalidData"],
});
