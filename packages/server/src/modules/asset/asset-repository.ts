import { and, asc, count, eq, isNotNull, isNull, lt, max, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { assetListFields, type ListPage } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { assets, recordItems, recordLocks, users } from "../../db/schema.js";
import { deleteOwnerDocuments } from "../documents/document-service.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";

/** The asset lists' fields bound to SQL (the whitelist is the contract's `assetListFields`). */
export const assetListColumns = defineListColumns(assetListFields, {
  id: assets.id,
  adId: assets.adId,
  title: assets.title,
  type: assets.assetType,
  fileType: assets.fileType,
  status: assets.status,
  expireMpuEndDate: assets.expireMpuEndDate,
  mpuEndDate: assets.mpuEndDate,
  earliestExpireDate: assets.earliestExpireDate,
  baseAssetId: assets.baseAssetId,
  versionLabel: assets.versionLabel,
  createdOn: assets.createdAt,
  updatedOn: assets.updatedAt,
  archivedOn: assets.archivedAt,
});

const summaryColumns = {
  id: assets.id,
  adId: assets.adId,
  title: assets.title,
  assetType: assets.assetType,
  fileType: assets.fileType,
  status: assets.status,
  expireMpuEndDate: assets.expireMpuEndDate,
  mpuEndDate: assets.mpuEndDate,
  mpuNeedsReview: assets.mpuNeedsReview,
  earliestExpireDate: assets.earliestExpireDate,
  earliestExpireLabel: assets.earliestExpireLabel,
  baseAssetId: assets.baseAssetId,
  versionLabel: assets.versionLabel,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
  archivedAt: assets.archivedAt,
};
export type AssetSummaryRow = Pick<typeof assets.$inferSelect, keyof typeof summaryColumns>;

const archiver = alias(users, "archiver");
const creator = alias(users, "creator");
const updater = alias(users, "updater");

const recordColumns = {
  ...summaryColumns,
  editVersionNumber: assets.editVersionNumber,
  editType: assets.editType,
  editReason: assets.editReason,
  notes: assets.notes,
  firstAirDate: assets.firstAirDate,
  mpuConfirmedEndDate: assets.mpuConfirmedEndDate,
  mpuComputedEndDate: assets.mpuComputedEndDate,
  statusReason: assets.statusReason,
  earliestExpireKind: assets.earliestExpireKind,
  earliestExpireItemId: assets.earliestExpireItemId,
  archivedBy: archiver.userName,
  createdBy: creator.userName,
  updatedBy: updater.userName,
  version: assets.version,
};
export type AssetRow = NonNullable<Awaited<ReturnType<AssetRepository["find"]>>>;

/** The profile columns a create or update writes. */
export interface AssetValues {
  title: string;
  adId: string;
  assetType: string;
  fileType: string | null;
  expireMpuEndDate: string;
  firstAirDate: string | null;
  mpuConfirmedEndDate: string | null;
  notes: string | null;
}

/** Where an edit version sits under its base asset. */
export interface EditVersionValues {
  baseAssetId: number;
  editVersionNumber: number;
  versionLabel: string;
  editType: string;
  editReason: string | null;
}

/** The stored results of the domain's status and earliest-expiration rules. */
export interface AssetRightsValues {
  status: string;
  statusReason: string;
  earliestExpireDate: string | null;
  earliestExpireKind: string | null;
  earliestExpireItemId: string | null;
  earliestExpireLabel: string | null;
  /** The MPU in force and the rule's, with the review flag (decideAssetMpu). */
  mpuEndDate: string;
  mpuComputedEndDate: string | null;
  mpuNeedsReview: boolean;
}

/** Assets as stored; every query of the asset profile lives here. */
export class AssetRepository {
  constructor(private readonly db: Db) {}

  /** The active list (base assets, or every version too), or the archive list, through the list engine. */
  list(
    query: unknown,
    options: { archived: boolean; includeEditVersions: boolean },
  ): Promise<ListPage<AssetSummaryRow>> {
    const compiled = compileListQuery(query, assetListColumns);
    const where = and(
      options.archived ? isNotNull(assets.archivedAt) : isNull(assets.archivedAt),
      options.includeEditVersions ? undefined : isNull(assets.baseAssetId),
      compiled.where,
    );
    return this.page(compiled, where);
  }

  /** The edit versions of a base asset, archived ones included, in version order. */
  async editVersionsOf(baseAssetId: number): Promise<AssetSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(assets)
      .where(eq(assets.baseAssetId, baseAssetId))
      .orderBy(asc(assets.editVersionNumber), asc(assets.id));
  }

  private page(compiled: ReturnType<typeof compileListQuery>, where: SQL | undefined) {
    return fetchListPage(
      { ...compiled, where },
      {
        selectPage: ({ orderBy, limit, offset }) =>
          this.db
            .select(summaryColumns)
            .from(assets)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ count: count() }).from(assets).where(where),
      },
    );
  }

  /** One asset with the names of who changed it; `forUpdate` locks the row. */
  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(assets)
      .leftJoin(archiver, eq(archiver.id, assets.archivedBy))
      .leftJoin(creator, eq(creator.id, assets.createdBy))
      .leftJoin(updater, eq(updater.id, assets.updatedBy))
      .where(eq(assets.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: assets }) : await select;
    return row;
  }

  /** The asset holding an Ad-ID, if any (archived ones too: an Ad-ID names one creative). */
  async findByAdId(adId: string): Promise<{ id: number; title: string } | undefined> {
    const [row] = await this.db
      .select({ id: assets.id, title: assets.title })
      .from(assets)
      .where(eq(assets.adId, adId));
    return row;
  }

  async insert(
    values: AssetValues & AssetRightsValues & Partial<EditVersionValues>,
    by: number,
    now: Date,
  ): Promise<number> {
    const [row] = await this.db
      .insert(assets)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: assets.id });
    if (!row) throw new Error("The asset was not inserted.");
    return row.id;
  }

  /** Updates the profile if `version` is still current; false when someone changed it first. */
  async update(id: number, version: number, values: AssetValues, by: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(assets)
      .set({ ...values, version: sql`${assets.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(assets.id, id), eq(assets.version, version)))
      .returning({ id: assets.id });
    return rows.length === 1;
  }

  /** Stores what the domain computed; a changed use right also marks the asset changed. */
  async setRights(id: number, rights: AssetRightsValues, touch?: { by: number; now: Date }): Promise<void> {
    await this.db
      .update(assets)
      .set({ ...rights, ...(touch ? { updatedAt: touch.now, updatedBy: touch.by } : {}) })
      .where(eq(assets.id, id));
  }

  async setArchived(id: number, archived: boolean, by: number, now: Date): Promise<void> {
    await this.db
      .update(assets)
      .set({
        archivedAt: archived ? now : null,
        archivedBy: archived ? by : null,
        version: sql`${assets.version} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(eq(assets.id, id));
  }

  /** The highest edit version number under a base asset (0 when it has none). */
  async lastEditVersionNumber(baseAssetId: number): Promise<number> {
    const [row] = await this.db
      .select({ last: max(assets.editVersionNumber) })
      .from(assets)
      .where(eq(assets.baseAssetId, baseAssetId));
    return row?.last ?? 0;
  }

  async countEditVersions(baseAssetId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(assets)
      .where(eq(assets.baseAssetId, baseAssetId));
    return Number(row?.n ?? 0);
  }

  /** Ids of ACTIVE assets whose first item ended before `today`: the only stored statuses that age. */
  async staleStatusIds(today: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.status, "ACTIVE"), lt(assets.earliestExpireDate, today)));
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the asset with its use rights and element links (cascade), then its section items (the
   * use rights pointed at its cast items), its edit lock and its document rows.
   */
  async delete(id: number): Promise<void> {
    await this.db
      .delete(recordLocks)
      .where(and(eq(recordLocks.recordType, "asset"), eq(recordLocks.recordId, id)));
    await this.db.delete(assets).where(eq(assets.id, id));
    await this.db
      .delete(recordItems)
      .where(and(eq(recordItems.ownerType, "asset"), eq(recordItems.ownerId, id)));
    await deleteOwnerDocuments(this.db, "asset", id);
  }

  /** Marks the asset changed (a section item or an element link changed). */
  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db.update(assets).set({ updatedAt: now, updatedBy: by }).where(eq(assets.id, id));
  }
}
