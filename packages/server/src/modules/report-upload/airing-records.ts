import {
  actionsForIssue,
  uploadStatusOf,
  type AiringIssueKind,
  type AiringIssueSchema,
  type AiringIssueStatus,
  type AiringRowOutcome,
  type AiringRowSchema,
  type AiringSourceSchema,
  type AiringUploadSummarySchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { AiringIssueRow } from "./airing-issue-repository.js";
import type { AiringRowRow } from "./airing-row-repository.js";
import type { AiringSourceListRow } from "./airing-source-repository.js";
import type { AiringUploadRow } from "./airing-upload-repository.js";

type UploadOut = z.input<typeof AiringUploadSummarySchema>;
type RowOut = z.input<typeof AiringRowSchema>;
type IssueOut = z.input<typeof AiringIssueSchema>;
type SourceOut = z.input<typeof AiringSourceSchema>;

export function toAiringUploadSummary(row: AiringUploadRow): UploadOut {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    source: row.source,
    mediaType: row.mediaType,
    mediaSubType: row.mediaSubType,
    territory: row.territory,
    status: uploadStatusOf(row.openIssueCount),
    rows: {
      total: row.rowsTotal,
      counted: row.rowsCounted,
      restated: row.rowsRestated,
      notAired: row.rowsNotAired,
      unreadable: row.rowsUnreadable,
      skipped: row.rowsSkipped,
    },
    issueCount: row.issueCount,
    openIssueCount: row.openIssueCount,
    firstAirDate: row.firstAirDate,
    lastAirDate: row.lastAirDate,
    uploadedBy: row.uploadedByName,
    uploadedOn: row.uploadedOn.toISOString(),
  };
}

export function toAiringRow(row: AiringRowRow): RowOut {
  return {
    id: row.id,
    uploadId: row.uploadId,
    fileName: row.fileName,
    sheet: row.sheet,
    rowNumber: row.rowNumber,
    outcome: row.outcome as AiringRowOutcome,
    adId: row.adId,
    assetId: row.assetId,
    assetTitle: row.assetTitle,
    airDate: row.airDate,
    airTime: row.airTime,
    lengthSeconds: row.lengthSeconds,
    outlet: row.outlet,
    market: row.market,
    program: row.program,
    statusText: row.statusText,
    restatesRowId: row.restatesRowId,
    raw: row.raw,
    issueCount: row.issueCount,
    openIssueCount: row.openIssueCount,
  };
}

export function toAiringIssue(row: AiringIssueRow): IssueOut {
  const kind = row.kind as AiringIssueKind;
  const status = row.status as AiringIssueStatus;
  return {
    id: row.id,
    uploadId: row.uploadId,
    fileName: row.fileName,
    rowId: row.rowId,
    sheet: row.sheet,
    rowNumber: row.rowNumber,
    kind,
    message: row.message,
    item: row.item,
    amountCents: row.amountCents,
    feeNote: row.feeNote,
    proposedDate: row.proposedDate,
    suggestions: row.suggestions,
    assetId: row.assetId,
    adId: row.adId ?? "",
    assetTitle: row.assetTitle,
    airDate: row.airDate,
    outlet: row.outlet,
    status,
    note: row.note,
    resolvedBy: row.resolvedBy,
    resolvedOn: row.resolvedOn?.toISOString() ?? null,
    actions: status === "open" ? [...actionsForIssue(kind)] : [],
    createdOn: row.createdOn.toISOString(),
  };
}

export function toAiringSource(row: AiringSourceListRow): SourceOut {
  return {
    id: row.id,
    name: row.name,
    mapping: row.mapping,
    mediaType: row.mediaType,
    mediaSubType: row.mediaSubType,
    territory: row.territory,
    uploadCount: row.uploadCount,
    updatedOn: row.updatedAt.toISOString(),
  };
}
