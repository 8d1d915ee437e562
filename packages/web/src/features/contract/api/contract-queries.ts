import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
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
