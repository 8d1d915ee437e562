import { LIST_PAGE_SIZE_MAX, type ListQueryDraft } from "@rightsdesk/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { lookupKeys } from "../../../ui/records/lookups";
import type { PickedCompany } from "../../../ui/records/company-picker";

const byIds = (ids: readonly number[]): ListQueryDraft => ({
  filters: [{ property: "id", operator: "in", value: [...ids] }],
  pageSize: LIST_PAGE_SIZE_MAX,
});

/**
 * The names of the advertisers a profile names, by id. An advertiser archived since it was chosen
 * still narrows the profile, so the archive is asked for the ones the active list lacks. Kept under
 * the companies' key, so a renamed or archived company refreshes them.
 */
export function advertisersQueryOptions(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...lookupKeys.companies(), "by-id", sorted] as const,
    queryFn: async (): Promise<PickedCompany[]> => {
      const active = (await api.listCompanies({ body: byIds(sorted) })).records;
      const missing = sorted.filter((id) => !active.some((company) => company.id === id));
      const archived =
        missing.length === 0 ? [] : (await api.listArchivedCompanies({ body: byIds(missing) })).records;
      return [...active, ...archived].map((company) => ({ id: company.id, name: company.legalName }));
    },
    enabled: sorted.length > 0,
    staleTime: 30_000,
  });
}

export function useAdvertisers(ids: readonly number[]) {
  return useQuery(advertisersQueryOptions(ids));
}
