import {
  airingIssueKindLabels,
  airingIssueStatusLabels,
  airingUploadStatusLabels,
  type AiringIssue,
  type AiringUploadSummary,
} from "@rightsdesk/domain";
import type { RecordTable } from "../ui/record-page-table.js";
import { tableColumns } from "../ui/table.js";

/**
 * A value a filter can take, in words and, when the words do not already say it, with the code
 * to type after `--status` or in a `--filter` ("Pending review (pendingReview)", "Open").
 */
export function labelWithCode(label: string, code: string): string {
  return label.toLowerCase() === code.toLowerCase() ? label : `${label} (${code})`;
}

const mediaOf = (upload: AiringUploadSummary) =>
  upload.mediaSubType ? `${upload.mediaType}/${upload.mediaSubType}` : upload.mediaType;

const airDatesOf = (upload: AiringUploadSummary) =>
  upload.firstAirDate ? `${upload.firstAirDate} – ${upload.lastAirDate ?? upload.firstAirDate}` : "";

/** Uploads: what was sent, by whom and when, what its rows came to and the issues still open. */
export const airingUploadsTable: RecordTable<AiringUploadSummary> = {
  columns: tableColumns<AiringUploadSummary>({
    Id: (upload) => String(upload.id),
    File: "fileName",
    Source: "source",
    Media: mediaOf,
    Territory: (upload) => upload.territory ?? "worldwide",
    Status: (upload) => labelWithCode(airingUploadStatusLabels[upload.status], upload.status),
    Rows: (upload) => String(upload.rows.total),
    Counted: (upload) => String(upload.rows.counted),
    "Open issues": (upload) => `${upload.openIssueCount} of ${upload.issueCount}`,
    "Air dates": airDatesOf,
    Uploaded: (upload) => `${upload.uploadedOn.slice(0, 10)} by ${upload.uploadedBy}`,
  }),
  names: { one: "upload", many: "uploads" },
};

/** Issues: the row that raised each, what fails, and where its review stands. */
export const airingIssuesTable: RecordTable<AiringIssue> = {
  columns: tableColumns<AiringIssue>({
    Id: (issue) => String(issue.id),
    Upload: (issue) => String(issue.uploadId),
    Row: (issue) => String(issue.rowNumber),
    Kind: (issue) => labelWithCode(airingIssueKindLabels[issue.kind], issue.kind),
    "Ad-ID": "adId",
    "Air date": (issue) => issue.airDate ?? "",
    Outlet: (issue) => issue.outlet ?? "",
    Status: (issue) => labelWithCode(airingIssueStatusLabels[issue.status], issue.status),
    Message: "message",
  }),
  names: { one: "issue", many: "issues" },
};
