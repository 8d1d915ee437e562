import {
  buildAssetTimeline,
  decideAssetClearance,
  toIsoDate,
  type AssetStatusUpdateSchema,
  type AssetTimeline,
  type ClearanceAnswer,
  type ClearanceRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { dayOf } from "../../records/day-of.js";
import { loadAssetClearanceData } from "./asset-rights-inputs.js";
import { assetForChange, findAssetOrFail, recomputeAssetRights } from "./asset-rules.js";

type StatusOut = z.input<typeof AssetStatusUpdateSchema>;

/**
 * The answers built from everything that can end an asset: "can it air?" (the domain's clearance
 * decision), the expiration timeline, and the manual status recomputation. All on the day of the
 * request's clock.
 */
export class AssetClearanceService {
  constructor(private readonly db: Db) {}

  async clearance(
    id: number,
    request: z.output<typeof ClearanceRequestSchema>,
    now: Date,
  ): Promise<ClearanceAnswer> {
    const asset = await findAssetOrFail(this.db, id);
    const data = await loadAssetClearanceData(this.db, asset);
    return decideAssetClearance(data, request, toIsoDate(dayOf(now)));
  }

  async timeline(id: number, now: Date): Promise<AssetTimeline> {
    const asset = await findAssetOrFail(this.db, id);
    return buildAssetTimeline(await loadAssetClearanceData(this.db, asset), toIsoDate(dayOf(now)));
  }

  /** Recomputes the stored status now; the audit entry records a change when there was one. */
  async updateStatus(id: number, context: RecordContext): Promise<StatusOut> {
    return runInTransaction(this.db, async (tx) => {
      const before = await assetForChange(tx, id, context);
      await recomputeAssetRights(tx, id, context.now);
      const after = await findAssetOrFail(tx, id);
      const fields = (row: typeof after) => ({
        status: row.status,
        statusReason: row.statusReason,
        earliestExpireDate: row.earliestExpireDate,
      });
      const changes = diffFields(fields(before), fields(after));
      if (changes.length > 0) {
        await writeRecordAudit(tx, context, "asset", id, "status.update", changes);
      }
      return { ...fields(after), status: after.status as StatusOut["status"] };
    });
  }
}
