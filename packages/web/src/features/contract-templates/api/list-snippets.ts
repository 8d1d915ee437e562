import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** Every snippet by name (at most 500), for a template part's snippet choice (`POST /ContractSnippet/GetBy`). */
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
