import type {
  BulkContractRequest,
  ContractAssetLinkRequestSchema,
  ContractCreateRequest,
  ContractStatusChangeRequest,
  ContractUpdateRequest,
  ContractUseRightAddRequest,
  GuaranteeSaveRequest,
  ProposeFeesRequest,
  UseRightInput,
} from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { contractKeys } from "./contract-keys";
import { contractKind } from "./contract-kind";

const local = { errorHandling: "local" } as const;

/**
 * A change to something under a contract: the contract (its completeness), its tabs and the lists
 * follow, and an asset's cast, rights tracker and status too where its contracts `touchAssets`.
 */
function useContractPartChange<TInput>(
  contractId: number,
  mutationFn: (input: TInput) => Promise<unknown>,
  touchesAssets = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        touchesAssets ? queryClient.invalidateQueries({ queryKey: ["assets"] }) : Promise.resolve(),
      ]),
    meta: local,
  });
}

/** `POST /Contract` */
export function useCreateContract() {
  return useRecordChange(contractKind, (body: ContractCreateRequest) => api.createContract({ body }));
}

/** `PUT /Contract/{id}` with the version it was loaded at. */
export function useUpdateContract(contractId: number) {
  return useRecordChange(contractKind, (body: ContractUpdateRequest) =>
    api.updateContract({ params: { id: contractId }, body }),
  );
}

/** `POST /Contract/Status/{id}`: the domain's machines decide on the server. */
export function useChangeContractStatus(contractId: number) {
  return useRecordChange(contractKind, (body: ContractStatusChangeRequest) =>
    api.changeContractStatus({ params: { id: contractId }, body }),
  );
}

/** `POST /Contract/Copy/{id}`: a Draft copy with the next number. */
export function useCopyContract(contractId: number) {
  return useRecordChange(contractKind, () => api.copyContract({ params: { id: contractId }, body: {} }));
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
  return useContractPartChange(
    contractId,
    ({
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
  );
}

export function useDeleteGuarantee(contractId: number) {
  return useContractPartChange(contractId, (guaranteeId: number) =>
    api.deleteContractGuarantee({ params: { guaranteeId } }),
  );
}

/** `POST /Contract/LinkedAsset/Save/{id}`: the talent joins the asset's cast. */
export function useLinkContractAsset(contractId: number) {
  return useContractPartChange(
    contractId,
    (body: z.input<typeof ContractAssetLinkRequestSchema>) =>
      api.linkContractAsset({ params: { id: contractId }, body }),
    true,
  );
}

/**
 * Links an asset to a contract just created (the quick form's asset), then refreshes what the
 * creation had cached: the contract's completeness no longer asks for the commercial.
 */
export function useLinkAssetAfterCreate() {
  const queryClient = useQueryClient();
  return async (contractId: number, assetId: number) => {
    await api.linkContractAsset({ params: { id: contractId }, body: { assetId } });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
      queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ["assets"] }),
    ]);
  };
}

export function useUnlinkContractAsset(contractId: number) {
  return useContractPartChange(
    contractId,
    (assetId: number) => api.unlinkContractAsset({ params: { id: contractId, assetId } }),
    true,
  );
}

type UseRightChange =
  | { kind: "add"; body: ContractUseRightAddRequest }
  | { kind: "update"; useRightId: number; useRight: UseRightInput; version: number };

/** Adds or changes a right acquired; the asset's rights tracker follows. */
export function useSaveContractUseRight(contractId: number) {
  return useContractPartChange(
    contractId,
    (change: UseRightChange) =>
      change.kind === "add"
        ? api.addContractUseRight({ params: { id: contractId }, body: change.body })
        : api.updateContractUseRight({
            params: { useRightId: change.useRightId },
            body: { useRight: change.useRight, version: change.version },
          }),
    true,
  );
}

export function useDeleteContractUseRight(contractId: number) {
  return useContractPartChange(
    contractId,
    (useRightId: number) => api.deleteContractUseRight({ params: { useRightId } }),
    true,
  );
}
