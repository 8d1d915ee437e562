import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { RecordSectionList } from "../../../ui/records/record-section";
import { companyKeys } from "./company-keys";

/**
 * The items of one section of a company (`POST /Company/{section}/GetAll/{companyId}`). Sensitive
 * values come in full or masked, as the caller's permission says.
 */
export async function fetchSectionItems(companyId: number, section: string): Promise<RecordSectionList> {
  const answer = await api.listCompanySectionItems({ params: { section, companyId } });
  return { records: answer.records, sensitive: answer.canSeeSensitive ? "full" : "masked" };
}

export function sectionItemsQueryOptions(companyId: number, section: string) {
  return queryOptions({
    queryKey: companyKeys.sections(companyId, section),
    queryFn: () => fetchSectionItems(companyId, section),
  });
}
