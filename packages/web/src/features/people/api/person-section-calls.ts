import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { RecordSectionList, SectionCalls } from "../../../ui/records/record-section";
import { peopleKeys } from "./people-keys";

/**
 * The items of one section of a person (`POST /People/{section}/GetAll/{personId}`). Sensitive
 * values always arrive masked; `canReveal` says whether the caller may ask for one in full.
 */
export async function fetchPersonSectionItems(personId: number, section: string): Promise<RecordSectionList> {
  const answer = await api.listPersonSectionItems({ params: { section, personId } });
  return { records: answer.records, sensitive: answer.canReveal ? "revealable" : "masked" };
}

export function personSectionItemsQueryOptions(personId: number, section: string) {
  return queryOptions({
    queryKey: peopleKeys.sections(personId, section),
    queryFn: () => fetchPersonSectionItems(personId, section),
  });
}

/**
 * A person section's calls for the shared section panel: list, add, change with the version it
 * was loaded at (a masked secret sent back unchanged is kept), delete, and reveal one sensitive
 * value (`POST /People/{section}/Reveal/{itemId}`, audited by the server).
 */
export function usePersonSectionCalls(personId: number, section: string): SectionCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: peopleKeys.sections(personId, section),
      list: () => fetchPersonSectionItems(personId, section),
      add: (data) => api.addPersonSectionItem({ params: { section, personId }, body: { data } }),
      update: (itemId, data, version) =>
        api.updatePersonSectionItem({ params: { section, itemId }, body: { data, version } }),
      remove: (itemId) => api.deletePersonSectionItem({ params: { section, itemId } }),
      reveal: async (itemId, field) => {
        const answer = await api.revealPersonSecret({ params: { section, itemId }, body: { field } });
        return answer.value;
      },
      onChanged: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: peopleKeys.sections(personId, section) }),
          queryClient.invalidateQueries({ queryKey: peopleKeys.logs(personId) }),
        ]),
    }),
    [personId, section, queryClient],
  );
}
