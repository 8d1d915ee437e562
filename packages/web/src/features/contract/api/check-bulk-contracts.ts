import type { BulkContractRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";

/** `POST /Contract/Bulk` as a dry run: every row checked against the terms, nothing written. */
export function checkBulkContracts(body: Omit<BulkContractRequest, "dryRun">) {
  return api.bulkCreateContracts({ body: { ...body, dryRun: true } });
}
