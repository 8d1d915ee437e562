import { and, eq, sql } from "drizzle-orm";
import { airingIssueListFields } from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { insertColumns, type BulkColumn } from "../../db/insert-columns.js";
import { airingIssues, airingRows, airingUploads, assets, users } from "../../db/schema.js";
import { defineListColumns, fetchSelectList } from "../../lists/index.js";

export type AiringIssueValues = typeof airingIssues.$inferInsert;

/** How an issue is written in bulk: each column one array (see insertColumns). */
const issueInsertColumns: readonly BulkColumn<AiringIssueValues>[] = [
  ["upload_id", "int", (issue) => issue.uploadId],
  ["row_id", "int", (issue) => issue.rowId],
  ["asset_id", "int", (issue) => issue.assetId],
  ["kind", "text", (issue) => issue.kind],
  ["message", "text", (issue) => issue.message],
  ["item", "jsonb", (issue) => issue.item],
  ["amount_cents", "bigint", (issue) => issue.amountCents],
  ["fee_note", "text", (issue) => issue.feeNote],
  ["proposed_date", "date", (issue) => issue.proposedDate],
  ["suggestions", "jsonb", (issue) => issue.suggestions ?? []],
  ["status", "text", (issue) => issue.status ?? "open"],
  ["note", "text", (issue) => issue.note],
  ["resolved_by", "int", (issue) => issue.resolvedBy],
  ["resolved_on", "timestamptz", (issue) => issue.resolvedOn],
  ["created_on", "timestamptz", (issue) => issue.createdOn],
];

/** The issue list's fields bound to SQL (the whitelist is the contract's `airingIssueListFields`). */
export const airingIssueListColumns = defineListColumns(airingIssueListFields, {
  id: airingIssues.id,
  uploadId: airingIssues.uploadId,
  fileName: airingUploads.fileName,
  rowNumber: airingRows.rowNumber,
  kind: airingIssues.kind,
  message: airingIssues.message,
  assetId: airingIssues.assetId,
  adId: airingRows.adId,
  assetTitle: assets.title,
  airDate: airingRows.airDate,
  outlet: airingRows.outlet,
  status: airingIssues.status,
  createdOn: airingIssues.createdOn,
  resolvedOn: airingIssues.resolvedOn,
});

const issueColumns = {
  id: airingIssues.id,
  uploadId: airingIssues.uploadId,
  fileName: airingUploads.fileName,
  rowId: airingIssues.rowId,
  sheet: airingRows.sheet,
  rowNumber: airingRows.rowNumber,
  kind: airingIssues.kind,
  message: airingIssues.message,
  item: airingIssues.item,
  amountCents: airingIssues.amountCents,
  feeNote: airingIssues.feeNote,
  proposedDate: airingIssues.proposedDate,
  suggestions: airingIssues.suggestions,
  assetId: airingIssues.assetId,
  adId: airingRows.adId,
  assetTitle: assets.title,
  airDate: airingRows.airDate,
  outlet: airingRows.outlet,
  status: airingIssues.status,
  note: airingIssues.note,
  resolvedBy: sql<
    string | null
  >`(select ${users.userName} from ${users} where ${users.id} = ${airingIssues.resolvedBy})`,
  resolvedOn: airingIssues.resolvedOn,
  createdOn: airingIssues.createdOn,
};

export type AiringIssueRow = NonNullable<Awaited<ReturnType<AiringIssueRepository["find"]>>>;

/** The issues found in uploaded airings; the review (resolving them) reads and writes them here too. */
export class AiringIssueRepository {
  constructor(private readonly db: Db) {}

  async insert(issues: readonly AiringIssueValues[]): Promise<void> {
    await insertColumns(this.db, "airing_issues", issueInsertColumns, issues);
  }

  /** One issue with its row and spot, if it is the acting client's. */
  async find(id: number) {
    const [row] = await this.selectIssues().where(
      and(eq(airingIssues.id, id), ofCurrentClient(airingIssues.tenantId)),
    );
    return row;
  }

  /** The issue list through the list engine. */
  list(query: unknown) {
    const scope = ofCurrentClient(airingIssues.tenantId);
    return fetchSelectList(this.db, query, airingIssueListColumns, scope, () => this.selectIssues());
  }

  private selectIssues() {
    return this.db
      .select(issueColumns)
      .from(airingIssues)
      .innerJoin(airingUploads, eq(airingUploads.id, airingIssues.uploadId))
      .innerJoin(airingRows, eq(airingRows.id, airingIssues.rowId))
      .leftJoin(assets, eq(assets.id, airingIssues.assetId))
      .$dynamic();
  }
}
