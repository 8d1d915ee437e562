import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** Adds an item to a company section (`POST /Company/{section}/Save/{companyId}`). */
export function useAddSectionItem(companyId: number, section: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      api.addCompanySectionItem({ params: { section, companyId }, body: { data } }),
    onSuccess: () => invalidateSection(queryClient, companyId, section),
    meta: { errorHandling: "local" },
  });
}

/** A section's items and the company's log changed; a payroll vendor's clients may have too. */
export async function invalidateSection(
  queryClient: ReturnType<typeof useQueryClient>,
  companyId: number,
  section: string,
): Promise<void> {
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
