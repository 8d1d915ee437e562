import {
  formatRecordId,
  isEmptyDate,
  recordIdPrefixes,
  type CompletionReportCreateRequestSchema,
  type CompletionReportDetailSchema,
  type CompletionReportSummarySchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type {
  CompletionReportRow,
  CompletionReportSummaryRow,
  CompletionReportValues,
} from "./completion-report-repository.js";

type DetailOut = z.input<typeof CompletionReportDetailSchema>;
type SummaryOut = z.input<typeof CompletionReportSummarySchema>;

/** "CR0007" */
export function completionReportCode(id: number): string {
  return formatRecordId(recordIdPrefixes.completionReport, id);
}

/** `Completion report CR0007 "Harvest Crunch :30"`: how messages name a report. */
export function describeCompletionReport(report: { id: number; name: string }): string {
  return `Completion report ${completionReportCode(report.id)} "${report.name}"`;
}

export function completionReportValuesFrom(
  input: z.output<typeof CompletionReportCreateRequestSchema>,
): CompletionReportValues {
  const date = input.productionDate;
  return {
    name: input.name,
    assetId: input.assetId,
    editVersionId: input.editVersionId ?? null,
    productionDate: date === undefined || isEmptyDate(date) ? null : date,
  };
}

export function completionReportValuesOf(row: CompletionReportRow): CompletionReportValues {
  return {
    name: row.name,
    assetId: row.assetId,
    editVersionId: row.editVersionId,
    productionDate: row.productionDate,
  };
}

export function toCompletionReportSummary(row: CompletionReportSummaryRow): SummaryOut {
  return {
    id: row.id,
    code: completionReportCode(row.id),
    name: row.name,
    assetId: row.assetId,
    assetTitle: row.assetTitle,
    adId: row.adId,
    productionDate: row.productionDate,
    stage: row.stage,
    status: row.status,
    submittedOn: row.submittedAt?.toISOString() ?? null,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    archivedOn: row.archivedAt?.toISOString() ?? null,
  };
}

export function toCompletionReportDetail(row: CompletionReportRow): DetailOut {
  return {
    id: row.id,
    code: completionReportCode(row.id),
    name: row.name,
    assetId: row.assetId,
    assetTitle: row.assetTitle,
    adId: row.adId,
    editVersionId: row.editVersionId,
    editVersionLabel: row.editVersionLabel,
    productionDate: row.productionDate,
    stage: row.stage,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submittedBy: row.submittedBy,
    castCount: Number(row.castCount),
    revisionCount: Number(row.revisionCount),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}
