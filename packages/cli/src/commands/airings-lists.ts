import {
  AiringIssueSchema,
  AiringUploadSummarySchema,
  airingIssueListFields,
  airingUploadListFields,
  type AiringIssue,
  type AiringUploadSummary,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { csvColumnsOfSchema } from "../ui/to-csv.js";
import { airingIssuesTable, airingUploadsTable } from "./airings-tables.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface AiringsUploadsOptions extends RecordListOptions {
  status?: string;
}

export interface AiringsIssuesOptions extends RecordListOptions {
  upload?: string;
  status?: string;
  kind?: string;
}

const uploadList: RecordList<AiringUploadSummary> = {
  fields: airingUploadListFields,
  fetchPage: (api, _archived, body) => api.listAiringUploads({ body }),
  csvColumns: csvColumnsOfSchema<AiringUploadSummary>(AiringUploadSummarySchema),
  table: airingUploadsTable,
};

const issueList: RecordList<AiringIssue> = {
  fields: airingIssueListFields,
  fetchPage: (api, _archived, body) => api.listAiringIssues({ body }),
  csvColumns: csvColumnsOfSchema<AiringIssue>(AiringIssueSchema),
  table: airingIssuesTable,
};

/** Shortcut options as "PROPERTY OPERATOR VALUE" filters, before the --filter ones, checked like them. */
function withFilters<Options extends RecordListOptions>(
  options: Options,
  shortcuts: readonly (readonly [string | undefined, string])[],
): Options {
  const filters = shortcuts.flatMap(([value, filter]) => (value === undefined ? [] : [`${filter} ${value}`]));
  return { ...options, filter: [...filters, ...(options.filter ?? [])] };
}

/** `rightsdesk airings uploads`: the uploads, newest first unless --sort says otherwise. */
export function airingsUploads(options: AiringsUploadsOptions, io: CliIo): Promise<void> {
  const sorted = options.sort ? options : { ...options, sort: "id", desc: true };
  return runRecordList(withFilters(sorted, [[options.status, "status in"]]), uploadList, io);
}

/** `rightsdesk airings issues`: every upload's issues, or one upload's with --upload, in row order. */
export function airingsIssues(options: AiringsIssuesOptions, io: CliIo): Promise<void> {
  const shortcuts = [
    [options.upload, "uploadId eq"],
    [options.status, "status in"],
    [options.kind, "kind in"],
  ] as const;
  return runRecordList(withFilters(options, shortcuts), issueList, io);
}
