import { and, asc, count, eq, isNull, lt, max, or } from "drizzle-orm";
import { assetListFields, type ListPage } from "@rightsdesk/domain";
import { assets } from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import { ArchivableTableRepository, archiveListWhere, authorNames } from "../../records/record-table.js";

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

const recordColumns = {
  ...summaryColumns,
  editVersionNumber: assets.editVersionNumber,
  editType: assets.editType,
  editReason: assets.editReason,
  notes: assets.notes,
  lengthSeconds: assets.lengthSeconds,
  firstAirDate: assets.firstAirDate,
  mpuConfirmedEndDate: assets.mpuConfirmedEndDate,
  mpuComputedEndDate: assets.mpuComputedEndDate,
  statusReason: assets.statusReason,
  earliestExpireKind: assets.earliestExpireKind,
  earliestExpireItemId: assets.earliestExpireItemId,
  ...authorNames(assets),
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
  /** Left out, an update keeps the stored length (a form that does not show it cannot clear it). */
  lengthSeconds?: number | null;
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
  /** Released by not renewing: the last day its paid use covers; null otherwise. */
  releasedUseEnds: string | null;
  /** The MPU in force and the rule's, with the review flag (decideAssetMpu). */
  mpuEndDate: string;
  mpuComputedEndDate: string | null;
  mpuNeedsReview: boolean;
}

/** Assets as stored; every query of the asset profile lives here. */
export class AssetRepository extends ArchivableTableRepository<
  typeof assets,
  AssetValues & AssetRightsValues & Partial<EditVersionValues>,
  AssetValues
> {
  protected readonly table = assets;
  readonly noun = "asset";
  readonly recordType = "asset";
  protected readonly documentOwner = "asset";

  /** The active list (base assets, or every version too), or the archive list, through the list engine. */
  list(
    query: unknown,
    options: { archived: boolean; includeEditVersions: boolean },
  ): Promise<ListPage<AssetSummaryRow>> {
    const scope = and(
      archiveListWhere(assets, options.archived),
      options.includeEditVersions ? undefined : isNull(assets.baseAssetId),
    );
    const rows = () => this.db.select(summaryColumns).from(assets).$dynamic();
    return this.fetchList(assetListColumns, query, scope, rows);
  }

  /** The edit versions of a base asset, archived ones included, in version order. */
  async editVersionsOf(baseAssetId: number): Promise<AssetSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(assets)
      .where(eq(assets.baseAssetId, baseAssetId))
      .orderBy(asc(assets.editVersionNumber), asc(assets.id));
  }

  /** One asset with the names of who changed it; `forUpdate` locks the row. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    return this.findOne(this.db.select(recordColumns).from(assets).$dynamic(), id, options);
  }

  /** The asset holding an Ad-ID, if any (archived ones too: an Ad-ID names one creative). */
  async findByAdId(adId: string): Promise<{ id: number; title: string } | undefined> {
    const [row] = await this.db
      .select({ id: assets.id, title: assets.title })
      .from(assets)
      .where(eq(assets.adId, adId));
    return row;
  }

  /** Stores what the domain computed; a changed use right also marks the asset changed. */
  setRights(id: number, rights: AssetRightsValues, touch?: { by: number; now: Date }): Promise<void> {
    return this.store(id, rights, touch);
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

  /**
   * Ids of the stored statuses that have aged by `today`: ACTIVE assets whose first item ended
   * before it, and released ones still in use whose last paid day is past.
   */
  async staleStatusIds(today: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: assets.id })
      .from(assets)
      .where(
        or(
          and(eq(assets.status, "ACTIVE"), lt(assets.earliestExpireDate, today)),
          and(eq(assets.status, "RELEASED (USE ACTIVE)"), lt(assets.releasedUseEnds, today)),
        ),
      );
    return rows.map((row) => row.id);
  }
}
