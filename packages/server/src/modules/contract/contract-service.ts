import type {
  ContractDetail,
  ContractUseRightListSchema,
  LinkedContractAssetListSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { toUseRightRecord } from "../asset/asset-record.js";
import { UseRightRepository } from "../asset/use-right-repository.js";
import { toContractDetail } from "./contract-record.js";
import { ContractRepository } from "./contract-repository.js";
import { findContractOrFail } from "./contract-rules.js";

type Out<T extends z.ZodType> = z.input<T>;

/** A contract as the API answers it; NotFound when there is none. `now` decides "expired". */
export async function getContractDetail(db: Db, id: number, now: Date = new Date()): Promise<ContractDetail> {
  const row = await findContractOrFail(db, id);
  return toContractDetail(row, await new ContractRepository(db).counts(id), now);
}

/** The commercials a contract is linked to. */
export async function linkedAssetsOf(db: Db, id: number): Promise<Out<typeof LinkedContractAssetListSchema>> {
  const rows = await new ContractRepository(db).linkedAssets(id);
  return {
    totalRecords: rows.length,
    records: rows.map((row) => ({
      assetId: row.assetId,
      adId: row.adId,
      title: row.title,
      status: row.status,
      earliestExpireDate: row.earliestExpireDate,
      castItemId: row.castItemId,
      linkedAt: row.linkedAt.toISOString(),
    })),
  };
}

/** The rights a contract acquired: use rights of its linked assets that carry its id. */
export async function useRightsOf(db: Db, id: number): Promise<Out<typeof ContractUseRightListSchema>> {
  const ids = await new ContractRepository(db).useRightIdsOf(id);
  const assets = new Map((await new ContractRepository(db).linkedAssets(id)).map((a) => [a.assetId, a]));
  const rights = new UseRightRepository(db);
  const records = [];
  for (const rightId of ids) {
    const row = await rights.find(rightId);
    if (!row) continue;
    const asset = assets.get(row.assetId);
    records.push({
      ...toUseRightRecord(row),
      contractId: id,
      adId: asset?.adId ?? "",
      assetTitle: asset?.title ?? "",
    });
  }
  return { totalRecords: records.length, records };
}
