import type { ContractPdfAnswer } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractDocumentsQueryKey } from "./contract-template-keys";

/**
 * `POST /Contract/RenderPdf/{id}`: the contract drawn from its template, kept as a CONTRACTS
 * document; then its file is fetched for the browser to save. The contract's documents refresh.
 */
export function useRenderContractPdf(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer: ContractPdfAnswer = await api.renderContractPdf({ params: { id: contractId }, body: {} });
      const file = await api.downloadContractDocument({ params: { documentId: answer.document.id } });
      return { answer, file };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractDocumentsQueryKey(contractId) }),
    meta: { errorHandling: "local" },
  });
}
