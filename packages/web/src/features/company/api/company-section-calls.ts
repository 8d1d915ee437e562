import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { SectionCalls } from "../../../ui/records/record-section";
import { companyKeys } from "./company-keys";
import { fetchSectionItems } from "./list-section-items";

/** A section's items and the company's log changed; a payroll vendor's clients may have too. */
async function invalidateSection(queryClient: QueryClient, companyId: number, section: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.sections(companyId, section) }),
    queryClient.invalidateQueries({ queryKey: companyKeys.logs(companyId) }),
    section === "PayrollVendor"
      ? queryClient.invalidateQueries({
          predicate: (query) => query.queryKey.includes("payroll-clients"),
        })
      : undefined,
  ]);
}

/**
 * A company section's calls for the shared section panel: list, add
 * (`POST /Company/{section}/Save/{companyId}`), change with the version it was loaded at
 * (`PUT /Company/{section}/{itemId}`; a masked secret sent back unchanged is kept) and delete.
 */
export function useCompanySectionCalls(companyId: number, section: string): SectionCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: companyKeys.sections(companyId, section),
      list: () => fetchSectionItems(companyId, section),
      add: (data) => api.addCompanySectionItem({ params: { section, companyId }, body: { data } }),
      update: (itemId, data, version) =>
        api.updateCompanySectionItem({ params: { section, itemId }, body: { data, version } }),
      remove: (itemId) => api.deleteCompanySectionItem({ params: { section, itemId } }),
      onChanged: () => invalidateSection(queryClient, companyId, section),
    }),
    [companyId, section, queryClient],
  );
}
