import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** One page of the users list (`POST /User/GetBy`). */
export function usersListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: () => api.listUsers({ body: query }),
  });
}

export function useUsersList(query: ListQuery) {
  return useQuery({
    ...usersListQueryOptions(query),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // The loader has already retried: a failure shows at once, with "Try again".
    retryOnMount: false,
  });
}
