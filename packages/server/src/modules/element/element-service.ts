import {
  type ElementCreateRequestSchema,
  type ElementDetailSchema,
  type ElementListResultSchema,
  type ElementUpdateRequestSchema,
  type LinkedAssetListSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { dependencyError, invalidField, staleVersion } from "../../errors/app-errors.js";
import { ArchivableRecordService } from "../../records/record-archive.js";
import { refuseDeleteWhileNamed } from "../../records/record-references.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { AssetElementRepository } from "./asset-element-repository.js";
import {
  describeElement,
  elementValuesFrom,
  elementValuesOf,
  toElementDetail,
  toElementSummary,
} from "./element-record.js";
import { ElementRepository, type ElementRow, type ElementValues } from "./element-repository.js";
import {
  archivableElements,
  computeStoredElementRights,
  elementForChange,
  findElementOrFail,
  recomputeElementRights,
  refreshStaleElementStatuses,
} from "./element-rules.js";
import type { LinkedAssets } from "./linked-assets.js";

type Out<T extends z.ZodType> = z.input<T>;
type DetailOut = Out<typeof ElementDetailSchema>;

/** The vendor is a company record: it must exist (a licensor may be a name only). */
async function checkVendor(db: Db, values: ElementValues, before?: ElementValues): Promise<void> {
  if (values.vendorId === null || values.vendorId === before?.vendorId) return;
  const vendor = await new ElementRepository(db).findVendor(values.vendorId);
  if (!vendor) throw invalidField("vendorId", `There is no company with id ${values.vendorId}.`);
  if (vendor.archivedAt !== null) {
    throw invalidField("vendorId", "The vendor company is archived; restore it or choose another.");
  }
}

/** Elements: the lists, the profile's create, update, archive, restore and delete, and linked assets. */
export class ElementService extends ArchivableRecordService<ElementRow, DetailOut> {
  protected readonly kind = archivableElements;

  constructor(
    protected readonly db: Db,
    private readonly assetLinks: LinkedAssets,
  ) {
    super();
  }

  async list(query: unknown, archived: boolean, now: Date): Promise<Out<typeof ElementListResultSchema>> {
    await refreshStaleElementStatuses(this.db, now);
    const page = await new ElementRepository(this.db).list(query, archived);
    return { totalRecords: page.totalRecords, records: page.records.map(toElementSummary) };
  }

  async get(id: number, now: Date): Promise<DetailOut> {
    await refreshStaleElementStatuses(this.db, now);
    return toElementDetail(await findElementOrFail(this.db, id));
  }

  async linkedAssets(id: number): Promise<Out<typeof LinkedAssetListSchema>> {
    await findElementOrFail(this.db, id);
    const rows = await new AssetElementRepository(this.db).assetsOf(id);
    return {
      totalRecords: rows.length,
      records: rows.map((row) => ({
        assetId: row.assetId,
        baseAssetId: row.baseAssetId,
        adId: row.adId,
        title: row.title,
        versionLabel: row.versionLabel,
        status: row.status as Out<typeof LinkedAssetListSchema>["records"][number]["status"],
        earliestExpireDate: row.earliestExpireDate,
        linkedAt: row.linkedAt.toISOString(),
      })),
    };
  }

  async create(
    request: z.output<typeof ElementCreateRequestSchema>,
    context: RecordContext,
  ): Promise<DetailOut> {
    const values = elementValuesFrom(request);
    const id = await runInTransaction(this.db, async (tx) => {
      await checkVendor(tx, values);
      const rights = await computeStoredElementRights(tx, null, values, context.now);
      const id = await new ElementRepository(tx).insert(
        { ...values, ...rights },
        context.caller.userId,
        context.now,
      );
      await writeRecordAudit(tx, context, "element", id, "create", diffFields({}, { ...values }));
      return id;
    });
    return this.get(id, context.now);
  }

  /** A changed profile can change the element's status, and its title names its licences in every linked asset. */
  async update(
    id: number,
    request: z.output<typeof ElementUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<DetailOut> {
    const values = elementValuesFrom(request);
    await runInTransaction(this.db, async (tx) => {
      const before = await elementForChange(tx, id, context);
      if (request.version !== before.version) throw staleVersion("element");
      await checkVendor(tx, values, elementValuesOf(before));
      const repository = new ElementRepository(tx);
      if (!(await repository.update(id, request.version, values, context.caller.userId, context.now))) {
        throw staleVersion("element");
      }
      await recomputeElementRights(tx, id, context.now);
      await this.assetLinks.recompute(tx, id, context.now);
      await writeRecordAudit(
        tx,
        context,
        "element",
        id,
        "update",
        diffFields({ ...elementValuesOf(before) }, { ...values }),
      );
    });
    return this.get(id, context.now);
  }

  /**
   * Deletes an archived element for good with its licences, section items, lock and documents.
   * Refused (DependencyError, one entry per asset) while spots contain it: unlink it first, so no
   * asset silently loses a licence that ends it. Refused too while a completion report names it.
   */
  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const element = await this.archivedForDelete(tx, id, context);
      const linked = await new AssetElementRepository(tx).assetsOf(id);
      if (linked.length > 0) {
        throw dependencyError(
          `${describeElement(element)} is in ${linked.length} ${linked.length === 1 ? "asset" : "assets"}; remove it from them first.`,
          "linkedAssets",
          linked.map((asset) => `${this.assetLinks.describe(asset)} (${asset.versionLabel})`),
        );
      }
      await refuseDeleteWhileNamed(tx, "element", id, describeElement(element));
      await new ElementRepository(tx).delete(id);
      await writeRecordAudit(tx, context, "element", id, "delete", [
        ...diffFields({ ...elementValuesOf(element) }, {}),
        { field: "licences", from: Number(element.licenceCount), to: 0 },
      ]);
    });
    return { done: true };
  }
}
