import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** One snippet with the templates using it (`POST /ContractSnippet/GetById/{id}`). */
export function snippetQueryOptions(snippetId: number) {
  return queryOptions({
    queryKey: contractTemplateKeys.snippet(snippetId),
    queryFn: () => api.getContractSnippet({ params: { id: snippetId } }),
  });
}

export function useSnippet(snippetId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...snippetQueryOptions(snippetId),
    retryOnMount: false,
    enabled: options.enabled ?? true,
  });
}
