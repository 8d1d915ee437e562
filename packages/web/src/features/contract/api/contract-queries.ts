import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, backgroundApi } from "../../../lib/api-client";
import { contractKeys } from "./contract-keys";

/** One page of contracts (`POST /Contract/GetBy`). */
export function contractListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: () => api.listContracts({ body: query }),
  });
}

export function useContractList(query: ListQuery) {
  return useQuery({
    ...contractListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache. */
export function fetchContractPage(query: ListQuery) {
  return api.listContracts({ body: query });
}

/** One contract with its status, completeness and next statuses (`POST /Contract/GetById/{id}`). */
export function contractQueryOptions(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.detail(contractId),
    queryFn: () => api.getContractById({ params: { id: contractId }, body: {} }),
  });
}

export function useContract(contractId: number) {
  return useQuery({ ...contractQueryOptions(contractId), retryOnMount: false });
}

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

/** One page of a contract's audit log, newest first. */
export function contractLogsQueryOptions(contractId: number, pageNumber: number, pageSize: number) {
  return {
    queryKey: [...contractKeys.logs(contractId), pageNumber, pageSize] as const,
    queryFn: () =>
      api.listContractLogs({
        params: { id: contractId },
        body: { filters: [], sortField: "Id", sortDescending: true, pageNumber, pageSize },
      }),
  };
}
