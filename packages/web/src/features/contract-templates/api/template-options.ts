import type { ContractFamily, ContractTemplateName } from "@rightsdesk/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** A template as a contract form offers it in a select. */
export interface ContractTemplateOption {
  id: number;
  name: string;
  family: ContractFamily;
  agreement: ContractTemplateName | null;
}

/** Every template by name (at most 500, the list call's largest page), for selects. */
export function templateOptionsQueryOptions() {
  return queryOptions({
    queryKey: contractTemplateKeys.templateOptions(),
    queryFn: async (): Promise<ContractTemplateOption[]> => {
      const page = await api.listContractTemplates({
        body: { sortField: "name", pageNumber: 0, pageSize: 500, sortDescending: false, filters: [] },
      });
      return page.records.map(({ id, name, family, agreement }) => ({ id, name, family, agreement }));
    },
  });
}

/** The templates for a contract form's template select: id, name, family and agreement. */
export function useContractTemplateOptions() {
  return useQuery({ ...templateOptionsQueryOptions(), retryOnMount: false });
}
