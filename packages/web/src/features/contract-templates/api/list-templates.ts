import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** One page of contract templates (`POST /ContractTemplate/GetBy`). */
export function templateListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: contractTemplateKeys.templateList(query),
    queryFn: () => api.listContractTemplates({ body: query }),
  });
}

export function useTemplateList(query: ListQuery) {
  return useQuery({
    ...templateListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache. */
export function fetchTemplatePage(query: ListQuery) {
  return api.listContractTemplates({ body: query });
}
