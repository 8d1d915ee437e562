import {
  AppError,
  elementCode,
  type DoneResponse,
  type LinkedElementListSchema,
  type LinkedElementSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { duplicateName, invalidField } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { describeElement } from "../element/element-record.js";
import { ElementRepository } from "../element/element-repository.js";
import { refreshStaleElementStatuses } from "../element/element-rules.js";
import { AssetElementRepository, type LinkedElementRow } from "../element/asset-element-repository.js";
import { AssetRepository } from "./asset-repository.js";
import { assetForChange, findAssetOrFail, recomputeAssetRights } from "./asset-rules.js";

type LinkedOut = z.input<typeof LinkedElementSchema>;

function toLinkedElement(row: LinkedElementRow): LinkedOut {
  return {
    elementId: row.elementId,
    code: elementCode(row.elementId),
    title: row.title,
    elementType: row.elementType as LinkedOut["elementType"],
    status: row.status as LinkedOut["status"],
    earliestExpireDate: row.earliestExpireDate,
    earliestExpireLabel: row.earliestExpireLabel,
    linkedAt: row.linkedAt.toISOString(),
  };
}

/**
 * The elements a spot contains. Linking or unlinking one changes which licences can end the asset,
 * so both recompute the asset's status in the same transaction; both are audited under the asset.
 */
export class AssetElementService {
  constructor(private readonly db: Db) {}

  async list(assetId: number, now: Date): Promise<z.input<typeof LinkedElementListSchema>> {
    await findAssetOrFail(this.db, assetId);
    await refreshStaleElementStatuses(this.db, now);
    const rows = await new AssetElementRepository(this.db).elementsOf(assetId);
    return { totalRecords: rows.length, records: rows.map(toLinkedElement) };
  }

  /** Links an active element once; an unknown or archived element is refused naming `elementId`. */
  async link(assetId: number, elementId: number, context: RecordContext): Promise<LinkedOut> {
    await runInTransaction(this.db, async (tx) => {
      await assetForChange(tx, assetId, context);
      const element = await new ElementRepository(tx).find(elementId);
      if (!element) throw invalidField("elementId", `There is no element with id ${elementId}.`);
      if (element.archivedAt !== null) {
        throw invalidField("elementId", `${describeElement(element)} is archived; restore it to use it.`);
      }
      const links = new AssetElementRepository(tx);
      if (await links.isLinked(assetId, elementId)) {
        throw duplicateName("elementId", `${describeElement(element)} is already on this asset.`);
      }
      await links.link(assetId, elementId, context.caller.userId, context.now);
      await this.afterChange(tx, assetId, context);
      await writeRecordAudit(tx, context, "asset", assetId, "element.link", [
        { field: "elementId", from: null, to: elementId },
      ]);
    });
    const linked = (await new AssetElementRepository(this.db).elementsOf(assetId)).find(
      (row) => row.elementId === elementId,
    );
    if (!linked) throw new Error("The linked element could not be read back.");
    return toLinkedElement(linked);
  }

  async unlink(assetId: number, elementId: number, context: RecordContext): Promise<DoneResponse> {
    await runInTransaction(this.db, async (tx) => {
      await assetForChange(tx, assetId, context);
      const links = new AssetElementRepository(tx);
      if (!(await links.isLinked(assetId, elementId))) {
        throw AppError.notFound(`The element ${elementCode(elementId)} is not on this asset.`);
      }
      await links.unlink(assetId, elementId);
      await this.afterChange(tx, assetId, context);
      await writeRecordAudit(tx, context, "asset", assetId, "element.unlink", [
        { field: "elementId", from: elementId, to: null },
      ]);
    });
    return { done: true };
  }

  private async afterChange(tx: Db, assetId: number, context: RecordContext): Promise<void> {
    await recomputeAssetRights(tx, assetId, context.now);
    await new AssetRepository(tx).touch(assetId, context.caller.userId, context.now);
  }
}
