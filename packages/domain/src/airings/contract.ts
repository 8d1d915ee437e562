import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { moduleAccess } from "../api/module-access.js";
import { ListQuerySchema } from "../list-query/list-query.js";
import {
  AiringExportQuerySchema,
  AiringImportQuerySchema,
  AiringImportResultSchema,
  AiringInspectQuerySchema,
  AiringInspectionSchema,
  AiringIssueIdParamsSchema,
  AiringIssueListResultSchema,
  AiringIssueSchema,
  AiringRowListResultSchema,
  AiringSourceListSchema,
  AiringUploadDetailSchema,
  AiringUploadIdParamsSchema,
  AiringUploadListResultSchema,
} from "./airing-api-schemas.js";
import { AiringIssueResolutionSchema } from "./airing-review.js";

/**
 * The Report Upload module: airing reports (post logs, as-run logs, delivery reports) read,
 * matched by Ad-ID to the spots and checked against their rights; each issue reviewed.
 */
const { read, write, remove } = moduleAccess("Report Upload");
const tag = "Report Upload";

export const inspectAiringFile = defineEndpoint({
  name: "inspectAiringFile",
  method: "POST",
  path: "/ReportUpload/Inspect",
  summary: "Read a file's header and first rows (multipart, one file): the mapping to confirm, nothing kept",
  tag,
  access: write,
  query: AiringInspectQuerySchema,
  bodyKind: "multipart",
  response: AiringInspectionSchema,
  errors: ["InvalidData"],
});

export const importAiringFile = defineEndpoint({
  name: "importAiringFile",
  method: "POST",
  path: "/ReportUpload/Import",
  summary:
    "Import an airing report (multipart, one file): every row kept with its place, restatements counted once, each airing checked; all or nothing",
  tag,
  access: write,
  query: AiringImportQuerySchema,
  bodyKind: "multipart",
  response: AiringImportResultSchema,
  errors: ["InvalidData"],
});

export const listAiringUploads = defineEndpoint({
  name: "listAiringUploads",
  method: "POST",
  path: "/ReportUpload/GetBy",
  summary: "The uploads, newest first by default, with their row counts and open issues",
  tag,
  access: read,
  body: ListQuerySchema,
  response: AiringUploadListResultSchema,
  errors: [],
});

export const getAiringUpload = defineEndpoint({
  name: "getAiringUpload",
  method: "GET",
  path: "/ReportUpload/Get/{id}",
  summary: "One upload: its mapping, counts and the uses counted for the spots it names",
  tag,
  access: read,
  params: AiringUploadIdParamsSchema,
  response: AiringUploadDetailSchema,
  errors: ["NotFound"],
});

export const deleteAiringUpload = defineEndpoint({
  name: "deleteAiringUpload",
  method: "DELETE",
  path: "/ReportUpload/Delete/{id}",
  summary: "Delete an upload with its rows and issues (refused while a later upload restates its airings)",
  tag,
  access: remove,
  params: AiringUploadIdParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
  errors: ["NotFound", "DependencyError"],
});

export const exportAiringUpload = defineEndpoint({
  name: "exportAiringUpload",
  method: "GET",
  path: "/ReportUpload/Export/{id}",
  summary: "The upload's rows as CSV or XLSX: place, raw values, outcome and issues (formulas neutralised)",
  tag,
  access: read,
  params: AiringUploadIdParamsSchema,
  query: AiringExportQuerySchema,
  response: z.unknown(),
  responseKind: "file",
  errors: ["NotFound"],
});

export const listAiringRows = defineEndpoint({
  name: "listAiringRows",
  method: "POST",
  path: "/ReportUpload/Airings/GetBy",
  summary: "The report log: every row of every upload (filter by uploadId, Ad-ID, outlet, air date, outcome)",
  tag,
  access: read,
  body: ListQuerySchema,
  response: AiringRowListResultSchema,
  errors: [],
});

export const listAiringIssues = defineEndpoint({
  name: "listAiringIssues",
  method: "POST",
  path: "/ReportUpload/Issues/GetBy",
  summary:
    "The issues of every upload (filter by uploadId, status, kind, Ad-ID), each naming its row and the right that fails",
  tag,
  access: read,
  body: ListQuerySchema,
  response: AiringIssueListResultSchema,
  errors: [],
});

export const resolveAiringIssue = defineEndpoint({
  name: "resolveAiringIssue",
  method: "POST",
  path: "/ReportUpload/Issues/Resolve/{id}",
  summary:
    "Resolve an issue: renew the cycle, check again, release, dispute, accept with a note, or confirm the first use",
  tag,
  access: write,
  params: AiringIssueIdParamsSchema,
  body: AiringIssueResolutionSchema,
  response: AiringIssueSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const listAiringSources = defineEndpoint({
  name: "listAiringSources",
  method: "GET",
  path: "/ReportUpload/Sources",
  summary: "The senders of airing reports with their saved column mapping, media and territory",
  tag,
  access: read,
  response: AiringSourceListSchema,
  errors: [],
});
