import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** One page of snippets (`POST /ContractSnippet/GetBy`). */
export function snippetListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: contractTemplateKeys.snippetList(query),
    queryFn: () => api.listContractSnippets({ body: query }),
  });
}

export function useSnippetList(query: ListQuery) {
  return useQuery({
    ...snippetListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache. */
export function fetchSnippetPage(query: ListQuery) {
  return api.listContractSnippets({ body: query });
}

/** Every snippet by name (at most 500), for a template part's snippet choice. */
export function snippetOptionsQueryOptions() {
  return queryOptions({
    queryKey: contractTemplateKeys.snippetOptions(),
    queryFn: async () => {
      const page = await api.listContractSnippets({
        body: { sortField: "name", pageNumber: 0, pageSize: 500, sortDescending: false, filters: [] },
      });
      return page.records;
    },
  });
}

export function useSnippetOptions() {
  return useQuery({ ...snippetOptionsQueryOptions(), retryOnMount: false });
}
