import {
  AppError,
  checkCastRightDates,
  type AssetUseRightAddRequestSchema,
  type AssetUseRightListSchema,
  type AssetUseRightRecordSchema,
  type AssetUseRightUpdateRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { invalidField, staleVersion } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { castTermsOf, toUseRightRecord, useRightValuesFrom, useRightValuesOf } from "./asset-record.js";
import { assetForChange, findAssetOrFail, recomputeAssetRights } from "./asset-rules.js";
import { UseRightRepository, type UseRightRow, type UseRightValues } from "./use-right-repository.js";

type Out<T extends z.ZodType> = z.input<T>;
type UseRightOut = Out<typeof AssetUseRightRecordSchema>;

function useRightNotFound(id: number): AppError {
  return AppError.notFound(`There is no use right with id ${id}.`);
}

/**
 * A cast use right names a Cast item of its own asset; any other id is refused naming `castItemId`.
 * A union principal's right is a run of their fixed cycles: dates the rule does not give are refused
 * naming the field and the dates it gives.
 */
export async function checkUseRightHolder(db: Db, assetId: number, values: UseRightValues): Promise<void> {
  const { castItemId } = values;
  if (castItemId === null) return;
  const item = await new RecordItemRepository(db).find("asset", "Cast", castItemId);
  if (!item || item.ownerId !== assetId) {
    throw invalidField("castItemId", `There is no cast member with id ${castItemId} on this asset.`);
  }
  const problem = checkCastRightDates(castTermsOf(item.data), values);
  if (problem !== null) throw invalidField(problem.field, problem.message);
}

/**
 * The use rights of an asset. Every change recomputes the asset's status and earliest expiration
 * in the same transaction, and is audited under the asset so its Logs tab shows it.
 */
export class UseRightService {
  constructor(private readonly db: Db) {}

  async list(assetId: number): Promise<Out<typeof AssetUseRightListSchema>> {
    await findAssetOrFail(this.db, assetId);
    const rows = await new UseRightRepository(this.db).listOf(assetId);
    return { totalRecords: rows.length, records: rows.map(toUseRightRecord) };
  }

  async add(
    assetId: number,
    request: z.output<typeof AssetUseRightAddRequestSchema>,
    context: RecordContext,
  ): Promise<UseRightOut> {
    const values = useRightValuesFrom(request.useRight, request.castItemId, request.coversAllPerformers);
    const id = await runInTransaction(this.db, async (tx) => {
      await assetForChange(tx, assetId, context);
      await checkUseRightHolder(tx, assetId, values);
      const id = await new UseRightRepository(tx).insert(assetId, values, context.caller.userId, context.now);
      await this.afterChange(tx, assetId, context);
      await writeRecordAudit(
        tx,
        context,
        "asset",
        assetId,
        "useRight.create",
        diffFields({}, { useRightId: id, ...values }),
      );
      return id;
    });
    return toUseRightRecord(await this.findOrFail(this.db, id));
  }

  async update(
    id: number,
    request: z.output<typeof AssetUseRightUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<UseRightOut> {
    const values = useRightValuesFrom(request.useRight, request.castItemId, request.coversAllPerformers);
    await runInTransaction(this.db, async (tx) => {
      // The asset is locked first, as every change to it does, then the use right.
      await assetForChange(tx, (await this.findOrFail(tx, id)).assetId, context);
      const before = await this.findOrFail(tx, id, true);
      if (request.version !== before.version) throw staleVersion("use right");
      await checkUseRightHolder(tx, before.assetId, values);
      const rights = new UseRightRepository(tx);
      if (!(await rights.update(id, request.version, values, context.caller.userId, context.now))) {
        throw staleVersion("use right");
      }
      await this.afterChange(tx, before.assetId, context);
      await writeRecordAudit(tx, context, "asset", before.assetId, "useRight.update", [
        { field: "useRightId", from: id, to: id },
        ...diffFields({ ...useRightValuesOf(before) }, { ...values }),
      ]);
    });
    return toUseRightRecord(await this.findOrFail(this.db, id));
  }

  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      // The asset is locked first, as every change to it does, then the use right.
      await assetForChange(tx, (await this.findOrFail(tx, id)).assetId, context);
      const before = await this.findOrFail(tx, id, true);
      await new UseRightRepository(tx).delete(id);
      await this.afterChange(tx, before.assetId, context);
      await writeRecordAudit(
        tx,
        context,
        "asset",
        before.assetId,
        "useRight.delete",
        diffFields({ useRightId: id, ...useRightValuesOf(before) }, {}),
      );
    });
    return { done: true };
  }

  /** A changed use right changes what ends the asset: recompute, and mark the asset changed. */
  private afterChange(tx: Db, assetId: number, context: RecordContext): Promise<void> {
    return recomputeAssetRights(tx, assetId, context.now, { by: context.caller.userId, now: context.now });
  }

  private async findOrFail(db: Db, id: number, forUpdate = false): Promise<UseRightRow> {
    const row = await new UseRightRepository(db).find(id, { forUpdate });
    if (!row) throw useRightNotFound(id);
    return row;
  }
}
