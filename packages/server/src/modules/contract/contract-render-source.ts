import type { ContractRenderSource } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { ContractRepository } from "./contract-repository.js";
import { getContractDetail, linkedAssetsOf, useRightsOf } from "./contract-service.js";

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * What a contract's placeholders are filled from: its detail, the first work day's times (work
 * days ordered by date), the rights acquired, the linked commercials and the role on their cast.
 */
export async function loadContractRenderSource(
  db: Db,
  id: number,
  now = new Date(),
): Promise<ContractRenderSource> {
  const contract = await getContractDetail(db, id, now);
  const repository = new ContractRepository(db);
  const [first] = await repository.workDays(id);
  const firstWorkDay = first
    ? {
        timeIn: text(first.timeIn),
        timeOut: text(first.timeOut),
        lunchIn: text(first.lunchIn),
        lunchOut: text(first.lunchOut),
      }
    : undefined;
  return {
    contract,
    firstWorkDay,
    useRights: (await useRightsOf(db, id)).records,
    linkedAssets: (await linkedAssetsOf(db, id)).records,
    castRole: await repository.castRoleOf(id),
  };
}
