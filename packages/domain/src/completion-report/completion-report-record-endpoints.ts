import { recordKindEndpoints } from "../records/record-kind-endpoints.js";
import {
  CompletionReportCreateRequestSchema,
  CompletionReportDetailSchema,
  CompletionReportIdParamsSchema,
  CompletionReportListResultSchema,
  CompletionReportUpdateRequestSchema,
} from "./completion-report-api-schemas.js";

/** The standard calls of completion reports: lists, profile, archive, delete, logs and edit locks. */
export const completionReportRecordEndpoints = recordKindEndpoints({
  singular: "CompletionReport",
  plural: "CompletionReports",
  module: "Completion Report",
  pathPrefix: "/CompletionReport",
  tag: "Completion Report",
  words: { one: "completion report", withArticle: "a completion report", many: "completion reports" },
  schemas: {
    idParams: CompletionReportIdParamsSchema,
    record: CompletionReportDetailSchema,
    listResult: CompletionReportListResultSchema,
    createBody: CompletionReportCreateRequestSchema,
    updateBody: CompletionReportUpdateRequestSchema,
  },
  archivable: true,
  overrides: {
    create: { summary: "Draft a completion report for a spot (and one of its edit versions)" },
    update: { summary: "Update a report's profile; refused when stale or once submitted (revise it first)" },
    delete: { summary: "Delete an archived completion report with its items, documents and revise log" },
    logs: { summary: "The audit log of one completion report and its sections" },
  },
});
