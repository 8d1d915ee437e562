import { and, eq, sql } from "drizzle-orm";
import { airingUploadListFields, type ListPage } from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { airingIssues, airingSources, airingUploads } from "../../db/schema.js";
import { defineListColumns, fetchSelectList } from "../../lists/index.js";

const issueCount = sql<number>`(select count(*) from ${airingIssues} where ${airingIssues.uploadId} = ${airingUploads.id})::int`;
const openIssueCount = sql<number>`(select count(*) from ${airingIssues} where ${airingIssues.uploadId} = ${airingUploads.id} and ${airingIssues.status} = 'open')::int`;
/** Pending review while any issue is open (the domain's uploadStatusOf), for lists to filter and sort. */
const uploadStatus = sql<string>`(case when exists (select 1 from ${airingIssues} where ${airingIssues.uploadId} = ${airingUploads.id} and ${airingIssues.status} = 'open') then 'pendingReview' else 'reviewed' end)`;

/** The upload list's fields bound to SQL (the whitelist is the contract's `airingUploadListFields`). */
export const airingUploadListColumns = defineListColumns(airingUploadListFields, {
  id: airingUploads.id,
  fileName: airingUploads.fileName,
  source: airingSources.name,
  mediaType: airingUploads.mediaType,
  status: uploadStatus,
  issueCount,
  openIssueCount,
  firstAirDate: airingUploads.firstAirDate,
  lastAirDate: airingUploads.lastAirDate,
  uploadedBy: airingUploads.uploadedByName,
  uploadedOn: airingUploads.uploadedOn,
});

const summaryColumns = {
  id: airingUploads.id,
  fileName: airingUploads.fileName,
  format: airingUploads.format,
  encoding: airingUploads.encoding,
  source: airingSources.name,
  mediaType: airingUploads.mediaType,
  mediaSubType: airingUploads.mediaSubType,
  territory: airingUploads.territory,
  mapping: airingUploads.mapping,
  rowsTotal: airingUploads.rowsTotal,
  rowsCounted: airingUploads.rowsCounted,
  rowsRestated: airingUploads.rowsRestated,
  rowsNotAired: airingUploads.rowsNotAired,
  rowsUnreadable: airingUploads.rowsUnreadable,
  rowsSkipped: airingUploads.rowsSkipped,
  firstAirDate: airingUploads.firstAirDate,
  lastAirDate: airingUploads.lastAirDate,
  uploadedByName: airingUploads.uploadedByName,
  uploadedOn: airingUploads.uploadedOn,
  issueCount,
  openIssueCount,
};
export type AiringUploadRow = NonNullable<Awaited<ReturnType<AiringUploadRepository["find"]>>>;

/** How an upload's file was read and by whom; its counts come once the rows are in. */
export interface AiringUploadValues {
  sourceId: number;
  fileName: string;
  format: "csv" | "xlsx" | "xls";
  encoding: string | null;
  mediaType: string;
  mediaSubType: string | null;
  territory: string | null;
  mapping: Record<string, string | null>;
  uploadedBy: number;
  uploadedByName: string;
  uploadedOn: Date;
}

/** The rows of an upload counted by outcome, and the days its airings span. */
export interface AiringUploadCounts {
  total: number;
  counted: number;
  restated: number;
  notAired: number;
  unreadable: number;
  skipped: number;
  firstAirDate: string | null;
  lastAirDate: string | null;
}

/** What an import leaves on its upload once every row is in: the mapping it read with and the counts. */
export interface AiringUploadOutcome extends AiringUploadCounts {
  mapping: Record<string, string | null>;
}

/** Airing uploads as stored; every query of the upload list and detail lives here. */
export class AiringUploadRepository {
  constructor(private readonly db: Db) {}

  async insert(values: AiringUploadValues): Promise<number> {
    const [row] = await this.db
      .insert(airingUploads)
      .values({
        ...values,
        rowsTotal: 0,
        rowsCounted: 0,
        rowsRestated: 0,
        rowsNotAired: 0,
        rowsUnreadable: 0,
        rowsSkipped: 0,
      })
      .returning({ id: airingUploads.id });
    if (!row) throw new Error("The upload was not recorded.");
    return row.id;
  }

  async finish(id: number, counts: AiringUploadOutcome): Promise<void> {
    await this.db
      .update(airingUploads)
      .set({
        mapping: counts.mapping,
        rowsTotal: counts.total,
        rowsCounted: counts.counted,
        rowsRestated: counts.restated,
        rowsNotAired: counts.notAired,
        rowsUnreadable: counts.unreadable,
        rowsSkipped: counts.skipped,
        firstAirDate: counts.firstAirDate,
        lastAirDate: counts.lastAirDate,
      })
      .where(eq(airingUploads.id, id));
  }

  /** One upload with its source's name and issue counts, if it is the acting client's. */
  async find(id: number) {
    const [row] = await this.selectUploads().where(
      and(eq(airingUploads.id, id), ofCurrentClient(airingUploads.tenantId)),
    );
    return row;
  }

  /** The upload list through the list engine. */
  list(query: unknown): Promise<ListPage<AiringUploadRow>> {
    const scope = ofCurrentClient(airingUploads.tenantId);
    return fetchSelectList(this.db, query, airingUploadListColumns, scope, () => this.selectUploads());
  }

  private selectUploads() {
    return this.db
      .select(summaryColumns)
      .from(airingUploads)
      .innerJoin(airingSources, eq(airingSources.id, airingUploads.sourceId))
      .$dynamic();
  }
}
