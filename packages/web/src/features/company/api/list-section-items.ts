import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/**
 * The items of one section of a company (`POST /Company/{section}/GetAll/{companyId}`), with
 * whether the caller sees sensitive values in full.
 */
export function sectionItemsQueryOptions(companyId: number, section: string) {
  return queryOptions({
    queryKey: companyKeys.sections(companyId, section),
    queryFn: () => api.listCompanySectionItems({ params: { section, companyId } }),
  });
}

export function useSectionItems(companyId: number, section: string) {
  return useQuery(sectionItemsQueryOptions(companyId, section));
}
