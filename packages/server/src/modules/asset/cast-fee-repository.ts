import { asc, eq } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { contractAssets, contracts } from "../../db/schema.js";

/** What contracts agreed for a spot's cast members (`contract_assets.cast_item_id`). */
export class CastFeeRepository {
  constructor(private readonly db: Db) {}

  /** The holding fee of the contract linked to each cast item (the first contract with a fee wins). */
  async agreedHoldingFees(castItemIds: readonly number[]): Promise<Map<number, number>> {
    const feeOf = new Map<number, number>();
    if (castItemIds.length === 0) return feeOf;
    const fees = await this.db
      .select({ castItemId: contractAssets.castItemId, holdingFeeCents: contracts.holdingFeeCents })
      .from(contractAssets)
      .innerJoin(contracts, eq(contracts.id, contractAssets.contractId))
      .where(anyOf(contractAssets.castItemId, [...castItemIds]))
      .orderBy(asc(contracts.id));
    for (const fee of fees) {
      if (fee.castItemId !== null && fee.holdingFeeCents !== null && !feeOf.has(fee.castItemId)) {
        feeOf.set(fee.castItemId, fee.holdingFeeCents);
      }
    }
    return feeOf;
  }
}
