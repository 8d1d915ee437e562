import { and, asc, eq, inArray, min, ne, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { airingRowListFields } from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { insertColumns, type BulkColumn } from "../../db/insert-columns.js";
import { queryRows } from "../../db/rows.js";
import { airingIssues, airingRows, airingUploads, assets } from "../../db/schema.js";
import { defineListColumns, fetchSelectList } from "../../lists/index.js";

export type AiringRowValues = typeof airingRows.$inferInsert & { id: number };

/** How a row is written in bulk: each column one array (see insertColumns). */
const rowInsertColumns: readonly BulkColumn<AiringRowValues>[] = [
  ["id", "int", (row) => row.id],
  ["upload_id", "int", (row) => row.uploadId],
  ["source_id", "int", (row) => row.sourceId],
  ["sheet", "text", (row) => row.sheet],
  ["row_number", "int", (row) => row.rowNumber],
  ["outcome", "text", (row) => row.outcome],
  ["raw", "jsonb", (row) => row.raw],
  ["ad_id", "text", (row) => row.adId],
  ["asset_id", "int", (row) => row.assetId],
  ["air_date", "date", (row) => row.airDate],
  ["air_time", "text", (row) => row.airTime],
  ["length_seconds", "int", (row) => row.lengthSeconds],
  ["outlet", "text", (row) => row.outlet],
  ["market", "text", (row) => row.market],
  ["program", "text", (row) => row.program],
  ["status_text", "text", (row) => row.statusText],
  ["use_kind", "text", (row) => row.useKind],
  ["airing_key", "text", (row) => row.airingKey],
  ["restates_row_id", "int", (row) => row.restatesRowId],
];

const openIssueCount = sql<number>`(select count(*) from ${airingIssues} where ${airingIssues.rowId} = ${airingRows.id} and ${airingIssues.status} = 'open')::int`;
const issueCount = sql<number>`(select count(*) from ${airingIssues} where ${airingIssues.rowId} = ${airingRows.id})::int`;

/** The report log's fields bound to SQL (the whitelist is the contract's `airingRowListFields`). */
export const airingRowListColumns = defineListColumns(airingRowListFields, {
  id: airingRows.id,
  uploadId: airingRows.uploadId,
  fileName: airingUploads.fileName,
  rowNumber: airingRows.rowNumber,
  outcome: airingRows.outcome,
  adId: airingRows.adId,
  assetId: airingRows.assetId,
  assetTitle: assets.title,
  airDate: airingRows.airDate,
  outlet: airingRows.outlet,
  market: airingRows.market,
  program: airingRows.program,
  openIssueCount,
});

const rowColumns = {
  id: airingRows.id,
  uploadId: airingRows.uploadId,
  fileName: airingUploads.fileName,
  sheet: airingRows.sheet,
  rowNumber: airingRows.rowNumber,
  outcome: airingRows.outcome,
  adId: airingRows.adId,
  assetId: airingRows.assetId,
  assetTitle: assets.title,
  airDate: airingRows.airDate,
  airTime: airingRows.airTime,
  lengthSeconds: airingRows.lengthSeconds,
  outlet: airingRows.outlet,
  market: airingRows.market,
  program: airingRows.program,
  statusText: airingRows.statusText,
  restatesRowId: airingRows.restatesRowId,
  raw: airingRows.raw,
  issueCount,
  openIssueCount,
};
export type AiringRowRow = Awaited<ReturnType<AiringRowRepository["list"]>>["records"][number];

/** An airing as first reported by a source: what a restatement points at. */
export interface OriginalAiring {
  readonly id: number;
  readonly airingKey: string;
}

/** A counted airing of a spot, as use counting reads it. */
export interface CountedAiringRow {
  readonly assetId: number;
  readonly airDate: string;
  readonly outlet: string | null;
  readonly market: string | null;
  readonly useKind: string | null;
}

/** The rows of uploaded files; inserts come in chunks, never one round trip a row. */
export class AiringRowRepository {
  constructor(private readonly db: Db) {}

  /** `size` new row ids in one call, so rows, their restatements and issues can name each other before insert. */
  async allocateIds(size: number): Promise<number[]> {
    if (size === 0) return [];
    const rows = await queryRows<{ id: number | string }>(
      this.db,
      sql`select nextval('airing_rows_id_seq') as id from generate_series(1, ${size})`,
    );
    return rows.map((row) => Number(row.id));
  }

  async insert(rows: readonly AiringRowValues[]): Promise<void> {
    await insertColumns(this.db, "airing_rows", rowInsertColumns, rows);
  }

  /** The source's airings among `keys` first reported in earlier uploads (counted or not aired). */
  async originalsOf(sourceId: number, keys: readonly string[]): Promise<OriginalAiring[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .select({ id: airingRows.id, airingKey: airingRows.airingKey })
      .from(airingRows)
      .where(
        and(
          ofCurrentClient(airingRows.tenantId),
          eq(airingRows.sourceId, sourceId),
          anyOf(airingRows.airingKey, keys),
          inArray(airingRows.outcome, ["counted", "notAired"]),
        ),
      );
    return rows.flatMap((row) => (row.airingKey === null ? [] : [{ id: row.id, airingKey: row.airingKey }]));
  }

  /** Each spot's earliest counted airing in uploads other than `uploadId`. */
  async firstCountedDays(assetIds: readonly number[], uploadId: number): Promise<Map<number, string>> {
    if (assetIds.length === 0) return new Map();
    const rows = await this.db
      .select({ assetId: airingRows.assetId, first: min(airingRows.airDate) })
      .from(airingRows)
      .where(
        and(
          anyOf(airingRows.assetId, assetIds),
          eq(airingRows.outcome, "counted"),
          ne(airingRows.uploadId, uploadId),
        ),
      )
      .groupBy(airingRows.assetId);
    return new Map(
      rows.flatMap((row) => (row.assetId === null || row.first === null ? [] : [[row.assetId, row.first]])),
    );
  }

  /** The spots this upload's counted airings name. */
  async assetsCountedIn(uploadId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ assetId: airingRows.assetId })
      .from(airingRows)
      .where(and(eq(airingRows.uploadId, uploadId), eq(airingRows.outcome, "counted")))
      .orderBy(asc(airingRows.assetId));
    return rows.flatMap((row) => (row.assetId === null ? [] : [row.assetId]));
  }

  /** Every counted airing of the spots, across every upload. */
  async countedAiringsOf(assetIds: readonly number[]): Promise<CountedAiringRow[]> {
    if (assetIds.length === 0) return [];
    const rows = await this.db
      .select({
        assetId: airingRows.assetId,
        airDate: airingRows.airDate,
        outlet: airingRows.outlet,
        market: airingRows.market,
        useKind: airingRows.useKind,
      })
      .from(airingRows)
      .where(and(anyOf(airingRows.assetId, assetIds), eq(airingRows.outcome, "counted")));
    return rows.flatMap((row) =>
      row.assetId === null || row.airDate === null
        ? []
        : [{ ...row, assetId: row.assetId, airDate: row.airDate }],
    );
  }

  /** The report log through the list engine: every row of every upload. */
  list(query: unknown) {
    const scope = ofCurrentClient(airingRows.tenantId);
    return fetchSelectList(this.db, query, airingRowListColumns, scope, () => this.selectRows());
  }

  private selectRows() {
    return this.db
      .select(rowColumns)
      .from(airingRows)
      .innerJoin(airingUploads, eq(airingUploads.id, airingRows.uploadId))
      .leftJoin(assets, eq(assets.id, airingRows.assetId))
      .$dynamic();
  }
}
