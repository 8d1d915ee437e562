import type { CompanyMainType, PersonKind } from "@rightsdesk/domain";
import { backgroundApi } from "../../lib/api-client";

/**
 * Where the reference pickers' answers live in the cache. Under each module's own key, so a new
 * company or person invalidates them with everything else of its module.
 */
export const lookupKeys = {
  companies: () => ["companies", "lookup"] as const,
  people: () => ["people", "lookup"] as const,
};

/**
 * Companies whose names contain `search`, for a reference picker (`POST /Company/Lookup`). Asked
 * as the user types, so quietly: the global loader would flicker on every key.
 */
export function companyLookupQueryOptions(search: string, mainTypes: readonly CompanyMainType[] = []) {
  return {
    queryKey: [...lookupKeys.companies(), search, [...mainTypes].sort()] as const,
    queryFn: () => backgroundApi.lookupCompanies({ body: { search, mainTypes: [...mainTypes], limit: 20 } }),
    staleTime: 30_000,
  };
}

/** People whose names contain `search`, of the kinds given (`POST /People/Lookup`), quietly. */
export function personLookupQueryOptions(search: string, kinds: readonly PersonKind[] = []) {
  return {
    queryKey: [...lookupKeys.people(), search, [...kinds].sort()] as const,
    queryFn: () => backgroundApi.lookupPeople({ body: { search, kinds: [...kinds], limit: 20 } }),
    staleTime: 30_000,
  };
}
