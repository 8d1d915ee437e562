import type {
  BulkContractRequest,
  ContractAssetLinkRequestSchema,
  ContractCreateRequest,
  ContractDetail,
  ContractStatusChangeRequest,
  ContractUpdateRequest,
  ContractUseRightAddRequest,
  GuaranteeSaveRequest,
  ProposeFeesRequest,
  UseRightInput,
} from "@rightsdesk/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { contractKeys } from "./contract-keys";

/** A changed contract: the new record in the cache, the lists and its log refreshed. */
async function takeChangedContract(queryClient: QueryClient, contract: ContractDetail) {
  queryClient.setQueryData(contractKeys.detail(contract.id), contract);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: contractKeys.logs(contract.id) }),
  ]);
}

/** Something under a contract changed: the contract (its completeness), its tabs and the lists follow. */
function refreshContract(queryClient: QueryClient, contractId: number, touchesAssets = false) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
    queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
    // An asset's cast, rights tracker and status follow its contracts.
    touchesAssets ? queryClient.invalidateQueries({ queryKey: ["assets"] }) : Promise.resolve(),
  ]);
}

const local = { errorHandling: "local" } as const;

/** `POST /Contract` */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractCreateRequest) => api.createContract({ body }),
    onSuccess: (contract: ContractDetail) => takeChangedContract(queryClient, contract),
    meta: local,
  });
}

/** `PUT /Contract/{id}` with the version it was loaded at. */
export function useUpdateContract(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractUpdateRequest) => api.updateContract({ params: { id: contractId }, body }),
    onSuccess: (contract: ContractDetail) => takeChangedContract(queryClient, contract),
    meta: local,
  });
}

/** `POST /Contract/Status/{id}`: the domain's machines decide on the server. */
export function useChangeContractStatus(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractStatusChangeRequest) =>
      api.changeContractStatus({ params: { id: contractId }, body }),
    onSuccess: (contract: ContractDetail) => takeChangedContract(queryClient, contract),
    meta: local,
  });
}

/** `POST /Contract/Copy/{id}`: a Draft copy with the next number. */
export function useCopyContract(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.copyContract({ params: { id: contractId }, body: {} }),
    onSuccess: (contract: ContractDetail) => takeChangedContract(queryClient, contract),
    meta: local,
  });
}

/** `DELETE /Contract/{id}` (Draft only). */
export function useDeleteContract(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteContract({ params: { id: contractId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: contractKeys.detail(contractId) });
      await queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    },
    meta: local,
  });
}

/** `POST /Contract/Bulk`: one request of at most 500 rows. */
export function useBulkCreateContracts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkContractRequest) => api.bulkCreateContracts({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
    meta: local,
  });
}

/** `POST /Contract/Rules/ProposeFees`: a question, nothing is written. */
export function proposeFees(body: ProposeFeesRequest) {
  return api.proposeContractFees({ body });
}

/** `POST /Contract/Guarantee/Save/{id}` or `PUT /Contract/Guarantee/{guaranteeId}`. */
export function useSaveGuarantee(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      guaranteeId,
      body,
      version,
    }: {
      guaranteeId: number | null;
      body: GuaranteeSaveRequest;
      version?: number;
    }) =>
      guaranteeId === null
        ? api.addContractGuarantee({ params: { id: contractId }, body })
        : api.updateContractGuarantee({ params: { guaranteeId }, body: { ...body, version: version ?? 1 } }),
    onSuccess: () => refreshContract(queryClient, contractId),
    meta: local,
  });
}

export function useDeleteGuarantee(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guaranteeId: number) => api.deleteContractGuarantee({ params: { guaranteeId } }),
    onSuccess: () => refreshContract(queryClient, contractId),
    meta: local,
  });
}

/** `POST /Contract/LinkedAsset/Save/{id}`: the talent joins the asset's cast. */
export function useLinkContractAsset(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ContractAssetLinkRequestSchema>) =>
      api.linkContractAsset({ params: { id: contractId }, body }),
    onSuccess: () => refreshContract(queryClient, contractId, true),
    meta: local,
  });
}

export function useUnlinkContractAsset(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => api.unlinkContractAsset({ params: { id: contractId, assetId } }),
    onSuccess: () => refreshContract(queryClient, contractId, true),
    meta: local,
  });
}

/** Adds or changes a right acquired; the asset's rights tracker follows. */
export function useSaveContractUseRight(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: "add"; body: ContractUseRightAddRequest }
        | { kind: "update"; useRightId: number; useRight: UseRightInput; version: number },
    ) =>
      change.kind === "add"
        ? api.addContractUseRight({ params: { id: contractId }, body: change.body })
        : api.updateContractUseRight({
            params: { useRightId: change.useRightId },
            body: { useRight: change.useRight, version: change.version },
          }),
    onSuccess: () => refreshContract(queryClient, contractId, true),
    meta: local,
  });
}

export function useDeleteContractUseRight(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (useRightId: number) => api.deleteContractUseRight({ params: { useRightId } }),
    onSuccess: () => refreshContract(queryClient, contractId, true),
    meta: local,
  });
}
