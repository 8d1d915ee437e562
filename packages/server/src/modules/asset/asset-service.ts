import {
  AppError,
  describeAssetEarliestExpire,
  nextEditVersion,
  type AssetCreateRequestSchema,
  type AssetEarliestExpire,
  type AssetListResultSchema,
  type AssetRecordSchema,
  type AssetUpdateRequestSchema,
  type EditVersionCreateRequestSchema,
  type NextEditVersion,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { dependencyError, duplicateName, staleVersion } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { ArchivableRecordService } from "../../records/record-archive.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import {
  assetValuesFrom,
  assetValuesOf,
  describeAsset,
  toAssetRecord,
  toAssetSummary,
} from "./asset-record.js";
import {
  AssetRepository,
  type AssetRow,
  type AssetValues,
  type EditVersionValues,
} from "./asset-repository.js";
import {
  archivableAssets,
  assetForChange,
  computeStoredRights,
  findAssetOrFail,
  recomputeAssetRights,
  refreshStaleStatuses,
} from "./asset-rules.js";
import { assetMpuOf, loadAssetRightsParts } from "./asset-rights-inputs.js";
import { UseRightRepository } from "./use-right-repository.js";

type Out<T extends z.ZodType> = z.input<T>;
type AssetRecordOut = Out<typeof AssetRecordSchema>;

function adIdTaken(adId: string, holder?: { title: string }): AppError {
  const where = holder ? `the asset "${holder.title}"` : "another asset";
  return duplicateName("adId", `The Ad-ID ${adId} is already on ${where}.`);
}

/** Assets: the lists, the profile's create, update, archive and delete, and edit versions. */
export class AssetService extends ArchivableRecordService<AssetRow, AssetRecordOut> {
  protected readonly kind = archivableAssets;

  constructor(protected readonly db: Db) {
    super();
  }

  async list(
    query: unknown,
    options: { archived: boolean; includeEditVersions: boolean },
    now: Date,
  ): Promise<Out<typeof AssetListResultSchema>> {
    await refreshStaleStatuses(this.db, now);
    const page = await new AssetRepository(this.db).list(query, options);
    return { totalRecords: page.totalRecords, records: page.records.map(toAssetSummary) };
  }

  async get(id: number, now: Date): Promise<AssetRecordOut> {
    await refreshStaleStatuses(this.db, now);
    const row = await findAssetOrFail(this.db, id);
    const useRights = await new UseRightRepository(this.db).countOf(id);
    const editVersions = await new AssetRepository(this.db).countEditVersions(id);
    return toAssetRecord(row, { useRights, editVersions });
  }

  /** What ends the asset first among its MPU, every use right (cast ones named) and its elements' licences. */
  async earliestExpire(id: number): Promise<AssetEarliestExpire> {
    const row = await findAssetOrFail(this.db, id);
    const parts = await loadAssetRightsParts(this.db, id);
    return describeAssetEarliestExpire({ ...row, useRights: parts.useRights, elements: parts.elements });
  }

  create(
    request: z.output<typeof AssetCreateRequestSchema>,
    context: RecordContext,
  ): Promise<AssetRecordOut> {
    // A new spot has no advertiser yet, so an advertiser user could not see what they made.
    if (context.caller.advertiserIds !== null) {
      throw AppError.unauthorized(
        "An advertiser user sees the spots of their advertisers and cannot add one; the agency adds it.",
      );
    }
    return this.insert(assetValuesFrom(request), undefined, context);
  }

  async addEditVersion(
    baseId: number,
    request: z.output<typeof EditVersionCreateRequestSchema>,
    context: RecordContext,
  ): Promise<AssetRecordOut> {
    return this.insert(assetValuesFrom(request), { baseId, request }, context);
  }

  async nextEditVersion(baseId: number, actionType: string): Promise<NextEditVersion> {
    const base = await findAssetOrFail(this.db, baseId);
    if (base.baseAssetId !== null) throw notABase(base);
    return nextEditVersion([await new AssetRepository(this.db).lastEditVersionNumber(baseId)], actionType);
  }

  async editVersions(baseId: number, now: Date): Promise<Out<typeof AssetListResultSchema>> {
    await findAssetOrFail(this.db, baseId);
    await refreshStaleStatuses(this.db, now);
    const rows = await new AssetRepository(this.db).editVersionsOf(baseId);
    return { totalRecords: rows.length, records: rows.map(toAssetSummary) };
  }

  private async insert(
    values: AssetValues,
    edit: { baseId: number; request: z.output<typeof EditVersionCreateRequestSchema> } | undefined,
    context: RecordContext,
  ): Promise<AssetRecordOut> {
    const id = await this.withUniqueAdId(values.adId, () =>
      runInTransaction(this.db, async (tx) => {
        const repository = new AssetRepository(tx);
        const holder = await repository.findByAdId(values.adId);
        if (holder) throw adIdTaken(values.adId, holder);
        const version = edit ? await this.placeEditVersion(tx, edit, context) : {};
        const rights = await computeStoredRights(tx, null, values, context.now);
        const id = await repository.insert(
          { ...values, ...rights, ...version },
          context.caller.userId,
          context.now,
        );
        await writeRecordAudit(
          tx,
          context,
          "asset",
          id,
          edit ? "editVersion.create" : "create",
          diffFields({}, { ...values, ...version }),
        );
        return id;
      }),
    );
    return this.get(id, context.now);
  }

  /** Where a new edit version goes: under a base asset (never under another edit), numbered after the last. */
  private async placeEditVersion(
    tx: Db,
    edit: { baseId: number; request: z.output<typeof EditVersionCreateRequestSchema> },
    context: RecordContext,
  ): Promise<EditVersionValues> {
    const base = await assetForChange(tx, edit.baseId, context);
    if (base.baseAssetId !== null) throw notABase(base);
    const next = nextEditVersion([await new AssetRepository(tx).lastEditVersionNumber(base.id)]);
    return {
      baseAssetId: base.id,
      editVersionNumber: next.versionNumber,
      versionLabel: next.versionLabel,
      editType: edit.request.editType,
      editReason: edit.request.editReason?.trim() || null,
    };
  }

  async update(
    id: number,
    request: z.output<typeof AssetUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<AssetRecordOut> {
    const values = assetValuesFrom(request);
    await this.withUniqueAdId(values.adId, () =>
      runInTransaction(this.db, async (tx) => {
        const repository = new AssetRepository(tx);
        const before = await assetForChange(tx, id, context);
        if (request.version !== before.version) throw staleVersion("asset");
        await followMpuRule(tx, id, before, values);
        const holder = await repository.findByAdId(values.adId);
        if (holder && holder.id !== id) throw adIdTaken(values.adId, holder);
        if (!(await repository.update(id, request.version, values, context.caller.userId, context.now))) {
          throw staleVersion("asset");
        }
        await recomputeAssetRights(tx, id, context.now);
        await writeRecordAudit(
          tx,
          context,
          "asset",
          id,
          "update",
          // A length left out is kept, so it is no change.
          diffFields({ ...assetValuesOf(before) }, { lengthSeconds: before.lengthSeconds, ...values }),
        );
      }),
    );
    return this.get(id, context.now);
  }

  /**
   * Deletes an archived asset for good, with its use rights (they are its own lines, kept in its
   * log). Refused while edit versions point at it: each is an asset of its own with its own rights.
   */
  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const asset = await this.archivedForDelete(tx, id, context);
      const repository = new AssetRepository(tx);
      const versions = await repository.editVersionsOf(id);
      if (versions.length > 0) {
        throw dependencyError(
          `${describeAsset(asset)} has ${versions.length} edit ${versions.length === 1 ? "version" : "versions"}; delete them first.`,
          "editVersions",
          versions.map((version) => `${version.versionLabel}: ${describeAsset(version)}`),
        );
      }
      const useRights = await new UseRightRepository(tx).countOf(id);
      await repository.delete(id);
      await writeRecordAudit(tx, context, "asset", id, "delete", [
        ...diffFields({ ...assetValuesOf(asset) }, {}),
        { field: "useRights", from: useRights, to: 0 },
      ]);
    });
    return { done: true };
  }

  /** Two saves racing for one Ad-ID: the unique index refuses the second, answered like the check. */
  private async withUniqueAdId<T>(adId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw adIdTaken(adId);
      throw error;
    }
  }
}

function notABase(asset: { adId: string; title: string; versionLabel: string }): AppError {
  return AppError.invalidData(
    `${describeAsset(asset)} is edit version ${asset.versionLabel}; edit versions go under the base asset.`,
    [{ field: "id", message: "Choose the base asset." }],
  );
}

/**
 * An Expiry Date that followed the rule keeps following it: when the stored typed end was the
 * computed one and the request leaves it unchanged, a change to the first airing (or anything else
 * the rule reads) moves it to the new computed end instead of leaving it flagged.
 */
async function followMpuRule(tx: Db, id: number, before: AssetRow, values: AssetValues): Promise<void> {
  const followed =
    before.mpuComputedEndDate !== null &&
    before.expireMpuEndDate === before.mpuComputedEndDate &&
    values.expireMpuEndDate === before.expireMpuEndDate;
  if (!followed) return;
  const ruled = assetMpuOf({ ...values, expireMpuEndDate: "" }, await loadAssetRightsParts(tx, id));
  if (ruled.computed !== null) values.expireMpuEndDate = ruled.computed.end;
}
