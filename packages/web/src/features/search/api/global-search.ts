import { SEARCH_MIN_CHARS, type SearchType } from "@rightsdesk/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { backgroundApi } from "../../../lib/api-client";

export const searchKeys = {
  all: ["search"] as const,
  results: (type: SearchType, text: string) => [...searchKeys.all, type, text] as const,
};

/** `POST /Search`: the best matches of one type for the text typed. */
export function globalSearchQueryOptions(type: SearchType, text: string) {
  return queryOptions({
    queryKey: searchKeys.results(type, text),
    queryFn: () => backgroundApi.globalSearch({ body: { type, text } }),
    staleTime: 30_000,
  });
}

/** Results as the user types (at least SEARCH_MIN_CHARS characters). */
export function useGlobalSearch(type: SearchType, text: string) {
  const term = text.trim();
  return useQuery({
    ...globalSearchQueryOptions(type, term),
    enabled: term.length >= SEARCH_MIN_CHARS,
    // Keep the last results of the same type on screen while the next ones load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === type ? previous : undefined,
    retry: false,
  });
}
