import { and, asc, count, eq, gt, ne, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { alias } from "drizzle-orm/pg-core";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { airingIssues, airingRows, airingUploads, assets } from "../../db/schema.js";

/** An open issue with the airing it is about and the media and territory its upload was read as. */
export interface IssueUnderReview {
  readonly id: number;
  readonly uploadId: number;
  readonly rowId: number;
  readonly assetId: number | null;
  readonly kind: string;
  readonly item: { id: string; label: string } | null;
  readonly proposedDate: string | null;
  readonly status: string;
  readonly note: string | null;
  readonly resolvedBy: number | null;
  readonly resolvedOn: Date | null;
  readonly airing: {
    readonly adId: string | null;
    readonly airDate: string | null;
    readonly airTime: string | null;
    readonly lengthSeconds: number | null;
    readonly outlet: string | null;
    readonly market: string | null;
    readonly program: string | null;
    readonly statusText: string | null;
  };
  readonly upload: {
    readonly mediaType: string;
    readonly mediaSubType: string | null;
    readonly territory: string | null;
  };
}

/** How an issue was resolved: the status, the note, who and when. */
export interface IssueResolution {
  readonly status: string;
  readonly note: string | null;
  readonly resolvedBy: number;
  readonly resolvedOn: Date;
}

/** A later upload whose rows restate airings of the upload being deleted. */
export interface RestatingUpload {
  readonly id: number;
  readonly fileName: string;
  readonly rows: number;
}

/** A row of an upload as the export writes it. */
export type ExportRow = Awaited<ReturnType<AiringReviewRepository["exportRows"]>>[number];
export type ExportIssue = Awaited<ReturnType<AiringReviewRepository["issuesOfRows"]>>[number];

const reviewColumns = {
  id: airingIssues.id,
  uploadId: airingIssues.uploadId,
  rowId: airingIssues.rowId,
  assetId: airingIssues.assetId,
  kind: airingIssues.kind,
  item: airingIssues.item,
  proposedDate: airingIssues.proposedDate,
  status: airingIssues.status,
  note: airingIssues.note,
  resolvedBy: airingIssues.resolvedBy,
  resolvedOn: airingIssues.resolvedOn,
  adId: airingRows.adId,
  airDate: airingRows.airDate,
  airTime: airingRows.airTime,
  lengthSeconds: airingRows.lengthSeconds,
  outlet: airingRows.outlet,
  market: airingRows.market,
  program: airingRows.program,
  statusText: airingRows.statusText,
  mediaType: airingUploads.mediaType,
  mediaSubType: airingUploads.mediaSubType,
  territory: airingUploads.territory,
};

function selectForReview(db: Db) {
  return db
    .select(reviewColumns)
    .from(airingIssues)
    .innerJoin(airingRows, eq(airingRows.id, airingIssues.rowId))
    .innerJoin(airingUploads, eq(airingUploads.id, airingIssues.uploadId))
    .$dynamic();
}
type ReviewRow = Awaited<ReturnType<typeof selectForReview>>[number];

function toIssueUnderReview(row: ReviewRow): IssueUnderReview {
  return {
    id: row.id,
    uploadId: row.uploadId,
    rowId: row.rowId,
    assetId: row.assetId,
    kind: row.kind,
    item: row.item,
    proposedDate: row.proposedDate,
    status: row.status,
    note: row.note,
    resolvedBy: row.resolvedBy,
    resolvedOn: row.resolvedOn,
    airing: {
      adId: row.adId,
      airDate: row.airDate,
      airTime: row.airTime,
      lengthSeconds: row.lengthSeconds,
      outlet: row.outlet,
      market: row.market,
      program: row.program,
      statusText: row.statusText,
    },
    upload: { mediaType: row.mediaType, mediaSubType: row.mediaSubType, territory: row.territory },
  };
}

/** The review side of uploads: resolving issues, deleting an upload, reading its rows for export. */
export class AiringReviewRepository {
  constructor(private readonly db: Db) {}

  /** One issue with its airing and upload, locked for the resolution, if it is the acting client's. */
  async issueForReview(id: number): Promise<IssueUnderReview | undefined> {
    const [row] = await selectForReview(this.db)
      .where(and(eq(airingIssues.id, id), ofCurrentClient(airingIssues.tenantId)))
      .for("update", { of: airingIssues });
    return row === undefined ? undefined : toIssueUnderReview(row);
  }

  /** The other open issues of a spot of one kind: what a renewal or a recheck may clear as well. */
  async openIssuesOf(assetId: number, kind: string, exceptId: number): Promise<IssueUnderReview[]> {
    const rows = await selectForReview(this.db)
      .where(
        and(
          ofCurrentClient(airingIssues.tenantId),
          eq(airingIssues.assetId, assetId),
          eq(airingIssues.kind, kind),
          eq(airingIssues.status, "open"),
          ne(airingIssues.id, exceptId),
        ),
      )
      .orderBy(asc(airingIssues.id))
      .for("update", { of: airingIssues });
    return rows.map(toIssueUnderReview);
  }

  async resolve(ids: readonly number[], resolution: IssueResolution): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(airingIssues)
      .set(resolution)
      .where(and(anyOf(airingIssues.id, ids), eq(airingIssues.status, "open")));
  }

  /** Open issues left on an upload. */
  async openIssueCount(uploadId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(airingIssues)
      .where(and(eq(airingIssues.uploadId, uploadId), eq(airingIssues.status, "open")));
    return row?.count ?? 0;
  }

  /** The other uploads whose rows restate this upload's airings, with how many rows each. */
  async restatedBy(uploadId: number): Promise<RestatingUpload[]> {
    const original = alias(airingRows, "original");
    return this.db
      .select({ id: airingUploads.id, fileName: airingUploads.fileName, rows: count() })
      .from(airingRows)
      .innerJoin(original, eq(original.id, airingRows.restatesRowId))
      .innerJoin(airingUploads, eq(airingUploads.id, airingRows.uploadId))
      .where(and(eq(original.uploadId, uploadId), ne(airingRows.uploadId, uploadId)))
      .groupBy(airingUploads.id, airingUploads.fileName)
      .orderBy(asc(airingUploads.id));
  }

  /** Locks the upload's row so an import or a delete beside this one waits. */
  async lockUpload(uploadId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: airingUploads.id })
      .from(airingUploads)
      .where(and(eq(airingUploads.id, uploadId), ofCurrentClient(airingUploads.tenantId)))
      .for("update");
    return rows.length > 0;
  }

  /** Deletes an upload with its issues and rows (issues first: they name the rows). */
  async deleteUpload(uploadId: number): Promise<void> {
    await this.db.delete(airingIssues).where(eq(airingIssues.uploadId, uploadId));
    // Rows restating earlier rows of the same file go in the same statement as those rows.
    await this.db.delete(airingRows).where(eq(airingRows.uploadId, uploadId));
    await this.db.delete(airingUploads).where(eq(airingUploads.id, uploadId));
  }

  /** The most cells any row of the upload holds: how many of the file's columns an export repeats. */
  async widestRow(uploadId: number): Promise<number> {
    const [row] = await this.db
      .select({ width: sql<number | string | null>`max(jsonb_array_length(${airingRows.raw}))` })
      .from(airingRows)
      .where(eq(airingRows.uploadId, uploadId));
    return Number(row?.width ?? 0);
  }

  /** A page of an upload's rows after `afterId`, in the file's order. */
  exportRows(uploadId: number, afterId: number, limit: number) {
    return this.db
      .select({
        id: airingRows.id,
        sheet: airingRows.sheet,
        rowNumber: airingRows.rowNumber,
        outcome: airingRows.outcome,
        adId: airingRows.adId,
        airDate: airingRows.airDate,
        airTime: airingRows.airTime,
        lengthSeconds: airingRows.lengthSeconds,
        outlet: airingRows.outlet,
        market: airingRows.market,
        program: airingRows.program,
        statusText: airingRows.statusText,
        raw: airingRows.raw,
        assetTitle: sql<
          string | null
        >`(select ${assets.title} from ${assets} where ${assets.id} = ${airingRows.assetId})`,
      })
      .from(airingRows)
      .where(and(eq(airingRows.uploadId, uploadId), gt(airingRows.id, afterId)))
      .orderBy(asc(airingRows.id))
      .limit(limit);
  }

  /** The issues of some rows, in the order they were found. */
  issuesOfRows(rowIds: readonly number[]) {
    if (rowIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        rowId: airingIssues.rowId,
        kind: airingIssues.kind,
        message: airingIssues.message,
        status: airingIssues.status,
      })
      .from(airingIssues)
      .where(anyOf(airingIssues.rowId, rowIds))
      .orderBy(asc(airingIssues.id));
  }
}
