import type { SnippetRecord, SnippetSaveRequest, SnippetUpdateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** A changed snippet: the new record in the cache; lists refreshed, and the templates that show its text. */
async function takeChangedSnippet(queryClient: QueryClient, snippet: SnippetRecord) {
  queryClient.setQueryData(contractTemplateKeys.snippet(snippet.id), snippet);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.snippetLists() }),
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.snippetOptions() }),
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.templates() }),
  ]);
}

/** `POST /ContractSnippet` */
export function useCreateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SnippetSaveRequest) => api.createContractSnippet({ body }),
    onSuccess: (snippet: SnippetRecord) => takeChangedSnippet(queryClient, snippet),
    meta: { errorHandling: "local" },
  });
}

/** `PUT /ContractSnippet/{id}` with the version it was loaded at; every template using it follows. */
export function useUpdateSnippet(snippetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SnippetUpdateRequest) =>
      api.updateContractSnippet({ params: { id: snippetId }, body }),
    onSuccess: (snippet: SnippetRecord) => takeChangedSnippet(queryClient, snippet),
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /ContractSnippet/{id}`: refused while templates use it (the refusal names them). */
export function useDeleteSnippet(snippetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteContractSnippet({ params: { id: snippetId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: contractTemplateKeys.snippet(snippetId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractTemplateKeys.snippetLists() }),
        queryClient.invalidateQueries({ queryKey: contractTemplateKeys.snippetOptions() }),
      ]);
    },
    meta: { errorHandling: "local" },
  });
}
