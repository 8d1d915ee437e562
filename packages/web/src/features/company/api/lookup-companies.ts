import type { CompanyMainType } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { backgroundApi } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/**
 * Companies whose names contain `search`, for a reference picker (`POST /Company/Lookup`). Asked
 * as the user types, so quietly: the global loader would flicker on every key.
 */
export function companyLookupQueryOptions(search: string, mainTypes: readonly CompanyMainType[] = []) {
  return queryOptions({
    queryKey: [...companyKeys.lookups(), search, [...mainTypes].sort()] as const,
    queryFn: () => backgroundApi.lookupCompanies({ body: { search, mainTypes: [...mainTypes], limit: 20 } }),
    staleTime: 30_000,
  });
}

export function useCompanyLookup(search: string, mainTypes: readonly CompanyMainType[], enabled: boolean) {
  return useQuery({
    ...companyLookupQueryOptions(search, mainTypes),
    enabled,
    placeholderData: keepPreviousData,
  });
}
