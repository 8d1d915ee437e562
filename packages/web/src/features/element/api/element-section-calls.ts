import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { RecordSectionList, SectionCalls } from "../../../ui/records/record-section";
import { elementKeys } from "./element-keys";

/** The items of one section of an element (`POST /Element/{section}/GetAll/{ownerId}`). */
export async function fetchElementSectionItems(
  elementId: number,
  section: string,
): Promise<RecordSectionList> {
  const answer = await api.listElementSectionItems({ params: { section, ownerId: elementId } });
  return { records: answer.records, sensitive: "full" };
}

export function elementSectionItemsQueryOptions(elementId: number, section: string) {
  return queryOptions({
    queryKey: elementKeys.sections(elementId, section),
    queryFn: () => fetchElementSectionItems(elementId, section),
  });
}

/** An element section's calls for the shared section panel; a change also refreshes its log. */
export function useElementSectionCalls(elementId: number, section: string): SectionCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: elementKeys.sections(elementId, section),
      list: () => fetchElementSectionItems(elementId, section),
      add: (data) => api.addElementSectionItem({ params: { section, ownerId: elementId }, body: { data } }),
      update: (itemId, data, version) =>
        api.updateElementSectionItem({ params: { section, itemId }, body: { data, version } }),
      remove: (itemId) => api.deleteElementSectionItem({ params: { section, itemId } }),
      onChanged: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: elementKeys.sections(elementId, section) }),
          queryClient.invalidateQueries({ queryKey: elementKeys.logs(elementId) }),
        ]),
    }),
    [elementId, section, queryClient],
  );
}
