import { asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { completionReportListFields, type ListPage } from "@rightsdesk/domain";
import { assets, completionReportRevisions, completionReports, recordItems, users } from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import { ArchivableTableRepository, archiveListWhere, authorNames } from "../../records/record-table.js";

/** The spot a report is about. */
const spotOf = eq(assets.id, completionReports.assetId);
const editVersions = alias(assets, "edit_version");
const editVersionOf = eq(editVersions.id, completionReports.editVersionId);

/** The report lists' fields bound to SQL (the whitelist is the contract's `completionReportListFields`). */
export const completionReportListColumns = defineListColumns(completionReportListFields, {
  id: completionReports.id,
  name: completionReports.name,
  assetId: completionReports.assetId,
  assetTitle: assets.title,
  adId: assets.adId,
  productionDate: completionReports.productionDate,
  stage: completionReports.stage,
  status: completionReports.status,
  submittedOn: completionReports.submittedAt,
  createdOn: completionReports.createdAt,
  updatedOn: completionReports.updatedAt,
  archivedOn: completionReports.archivedAt,
});

const summaryColumns = {
  id: completionReports.id,
  name: completionReports.name,
  assetId: completionReports.assetId,
  assetTitle: assets.title,
  adId: assets.adId,
  productionDate: completionReports.productionDate,
  stage: completionReports.stage,
  status: completionReports.status,
  submittedAt: completionReports.submittedAt,
  createdAt: completionReports.createdAt,
  updatedAt: completionReports.updatedAt,
  archivedAt: completionReports.archivedAt,
};
export type CompletionReportSummaryRow = Awaited<
  ReturnType<CompletionReportRepository["list"]>
>["records"][number];

const recordColumns = {
  ...summaryColumns,
  editVersionId: completionReports.editVersionId,
  editVersionLabel: editVersions.versionLabel,
  submittedBy: sql<
    string | null
  >`(select ${users.userName} from ${users} where ${users.id} = ${completionReports.submittedBy})`,
  castCount: sql<number>`(select count(*) from ${recordItems} where ${recordItems.ownerType} = 'completion_report' and ${recordItems.ownerId} = ${completionReports.id} and ${recordItems.section} = 'Cast')::int`,
  revisionCount: sql<number>`(select count(*) from ${completionReportRevisions} where ${completionReportRevisions.reportId} = ${completionReports.id})::int`,
  ...authorNames(completionReports),
  version: completionReports.version,
};
export type CompletionReportRow = NonNullable<Awaited<ReturnType<CompletionReportRepository["find"]>>>;

/** The profile columns a create or update writes. */
export interface CompletionReportValues {
  name: string;
  assetId: number;
  editVersionId: number | null;
  productionDate: string | null;
}

/** Where the report is in its life, as stored. */
export interface CompletionReportStageValues {
  stage: "draft" | "submitted" | "revised";
  status: "COMPLETED" | "INCOMPLETE";
  submittedAt?: Date | null;
  submittedBy?: number | null;
}

/** Completion reports as stored; every query of the report's profile and revise log lives here. */
export class CompletionReportRepository extends ArchivableTableRepository<
  typeof completionReports,
  CompletionReportValues & Partial<CompletionReportStageValues>,
  CompletionReportValues
> {
  protected readonly table = completionReports;
  readonly noun = "completion report";
  readonly recordType = "completion_report";
  protected readonly documentOwner = "completion-report";
  protected override readonly trigramIndexes = ["completion_reports_name_trgm"];

  /** The active list or the archive list, through the list engine. */
  list(query: unknown, archived: boolean) {
    return this.fetchList(
      completionReportListColumns,
      query,
      archiveListWhere(completionReports, archived),
      () => this.db.select(summaryColumns).from(completionReports).innerJoin(assets, spotOf).$dynamic(),
      (where) =>
        this.db.select({ count: count() }).from(completionReports).innerJoin(assets, spotOf).where(where),
    ) satisfies Promise<ListPage<unknown>>;
  }

  /** One report with its spot, edit version and who changed it; `forUpdate` locks its row. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(completionReports)
      .innerJoin(assets, spotOf)
      .leftJoin(editVersions, editVersionOf);
    return this.findOne(select.$dynamic(), id, options);
  }

  /** Moves the report to another stage (Submit, Revise): a change of the record, so its version moves. */
  async setStage(id: number, values: CompletionReportStageValues, by: number, now: Date): Promise<void> {
    await this.db
      .update(completionReports)
      .set(this.stamped(values, by, now, { version: sql`${completionReports.version} + 1` }))
      .where(this.byId(id));
  }

  revisions(reportId: number) {
    const revisedBy = alias(users, "revised_by_user");
    const resubmittedBy = alias(users, "resubmitted_by_user");
    return this.db
      .select({
        id: completionReportRevisions.id,
        number: completionReportRevisions.number,
        reason: completionReportRevisions.reason,
        submitted: completionReportRevisions.submitted,
        changes: completionReportRevisions.changes,
        revisedAt: completionReportRevisions.revisedAt,
        revisedBy: revisedBy.userName,
        resubmittedAt: completionReportRevisions.resubmittedAt,
        resubmittedBy: resubmittedBy.userName,
      })
      .from(completionReportRevisions)
      .leftJoin(revisedBy, eq(revisedBy.id, completionReportRevisions.revisedBy))
      .leftJoin(resubmittedBy, eq(resubmittedBy.id, completionReportRevisions.resubmittedBy))
      .where(eq(completionReportRevisions.reportId, reportId))
      .orderBy(asc(completionReportRevisions.number));
  }

  async openRevision(
    reportId: number,
    submitted: Record<string, unknown>,
    reason: string | null,
    by: number,
    now: Date,
  ): Promise<number> {
    const [row] = await this.db
      .select({ last: sql<number>`coalesce(max(${completionReportRevisions.number}), 0)::int` })
      .from(completionReportRevisions)
      .where(eq(completionReportRevisions.reportId, reportId));
    const number = Number(row?.last ?? 0) + 1;
    await this.db
      .insert(completionReportRevisions)
      .values({ reportId, number, reason, submitted, revisedAt: now, revisedBy: by });
    return number;
  }

  /** Closes the open revision with what changed. */
  async closeRevision(id: number, changes: Record<string, unknown>, by: number, now: Date): Promise<void> {
    await this.db
      .update(completionReportRevisions)
      .set({ changes, resubmittedAt: now, resubmittedBy: by })
      .where(eq(completionReportRevisions.id, id));
  }
}
