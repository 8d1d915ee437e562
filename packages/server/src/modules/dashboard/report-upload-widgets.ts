import {
  DASHBOARD_WIDGET_ITEMS,
  ListQuerySchema,
  airingUploadStatusLabels,
  isoDateOfInstant,
  toIsoDate,
  uploadStatusOf,
  type DashboardWidgetItem,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { AiringUploadRepository, type AiringUploadRow } from "../report-upload/airing-upload-repository.js";

function count(value: number, one: string, many = `${one}s`): string {
  return `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;
}

function uploadItem(upload: AiringUploadRow, subtitle: string): DashboardWidgetItem {
  return {
    id: `report-upload-${upload.id}`,
    title: upload.fileName,
    subtitle,
    date: toIsoDate(isoDateOfInstant(upload.uploadedOn)),
    badge: airingUploadStatusLabels[uploadStatusOf(upload.openIssueCount)],
    amountCents: null,
    link: { type: "report-upload", id: upload.id },
  };
}

/** What became of an upload's rows, in words: "40 counted · 1 restated · 2 not aired". */
function rowsInWords(upload: AiringUploadRow): string {
  const parts = [
    upload.rowsCounted > 0 ? `${count(upload.rowsCounted, "airing")} counted` : null,
    upload.rowsRestated > 0 ? `${upload.rowsRestated.toLocaleString("en-US")} restated` : null,
    upload.rowsNotAired > 0 ? `${upload.rowsNotAired.toLocaleString("en-US")} not aired` : null,
    upload.rowsUnreadable > 0 ? `${upload.rowsUnreadable.toLocaleString("en-US")} not readable` : null,
    upload.openIssueCount > 0 ? count(upload.openIssueCount, "open issue") : null,
  ];
  return parts.filter((part) => part !== null).join(" · ");
}

async function newestUploads(db: Db, filters: unknown[]) {
  const query = ListQuerySchema.parse({
    filters,
    // Ids follow the upload order; the list's uploadedOn is a day, which ties within a day.
    sortField: "id",
    sortDescending: true,
    pageSize: DASHBOARD_WIDGET_ITEMS,
  });
  return new AiringUploadRepository(db).list(query);
}

/**
 * "Report uploads pending review": the uploads with open issues, newest first; each names its
 * sender and how many issues wait, and opens the upload's issues.
 */
export async function uploadsPendingReview(db: Db): Promise<{ total: number; items: DashboardWidgetItem[] }> {
  const page = await newestUploads(db, [{ property: "openIssueCount", operator: "gt", value: 0 }]);
  return {
    total: page.totalRecords,
    items: page.records.map((upload) =>
      uploadItem(upload, `${upload.source} · ${count(upload.openIssueCount, "open issue")}`),
    ),
  };
}

/** "Report logs": the latest uploads, what became of their rows and whether they are reviewed. */
export async function latestReportLogs(db: Db): Promise<{ total: number; items: DashboardWidgetItem[] }> {
  const page = await newestUploads(db, []);
  return {
    total: page.totalRecords,
    items: page.records.map((upload) => uploadItem(upload, `${upload.source} · ${rowsInWords(upload)}`)),
  };
}
