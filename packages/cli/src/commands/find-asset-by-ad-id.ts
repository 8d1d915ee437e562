import type { ApiClient } from "@rightsdesk/api-client";
import { normaliseAdId, type AssetSummary, type ListQueryDraft } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

/**
 * The asset or edit version holding this Ad-ID (codes ignore case), active or else archived,
 * or a CliError naming the code. An Ad-ID is on one asset at most, archived ones included.
 */
export async function findAssetByAdId(api: ApiClient, adId: string): Promise<AssetSummary> {
  const code = normaliseAdId(adId);
  if (code === "") throw new CliError("Name the asset by its Ad-ID.", 2);
  const body: ListQueryDraft = {
    filters: [{ property: "adId", operator: "eq", value: code }],
    pageSize: 2,
  };
  const [active] = (await api.listAssets({ query: { includeEditVersion: "true" }, body })).records;
  if (active) return active;
  const [archived] = (await api.listArchivedAssets({ body })).records;
  if (archived) return archived;
  throw new CliError(`No asset has the Ad-ID ${code}.`);
}
