import { queryOptions } from "@tanstack/react-query";
import { api, backgroundApi } from "../../../lib/api-client";
import { contractKeys } from "./contract-keys";

export function guaranteesQueryOptions(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.guarantees(contractId),
    queryFn: () => api.listContractGuarantees({ params: { id: contractId }, body: {} }),
  });
}

export function linkedAssetsQueryOptions(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.linkedAssets(contractId),
    queryFn: () => api.listContractAssets({ params: { id: contractId }, body: {} }),
  });
}

export function contractUseRightsQueryOptions(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.useRights(contractId),
    queryFn: () => api.listContractUseRights({ params: { id: contractId }, body: {} }),
  });
}

/** Assets matching an Ad-ID or title, for the asset picker (`POST /Asset/GetBy`). */
export function assetLookupQueryOptions(search: string) {
  const term = search.trim();
  return {
    queryKey: contractKeys.assetLookup(term),
    queryFn: async () => {
      const query = (property: string) => ({
        filters: term ? [{ property, operator: "cn" as const, value: term }] : [],
        sortField: "title",
        sortDescending: false,
        pageNumber: 0,
        pageSize: 20,
      });
      const [byTitle, byAdId] = await Promise.all([
        backgroundApi.listAssets({ query: {}, body: query("title") }),
        term ? backgroundApi.listAssets({ query: {}, body: query("adId") }) : Promise.resolve(null),
      ]);
      const seen = new Set<number>();
      return [...(byAdId?.records ?? []), ...byTitle.records].filter((asset) =>
        seen.has(asset.id) ? false : (seen.add(asset.id), true),
      );
    },
    staleTime: 30_000,
  };
}
