import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** One user with their profiles (`POST /User/GetUserById/{id}`). */
export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: adminKeys.users.detail(userId),
    queryFn: () => api.getUserById({ params: { id: userId } }),
  });
}

export function useUser(userId: number) {
  // The loader has already retried: a failure shows at once, with "Try again".
  return useQuery({ ...userQueryOptions(userId), retryOnMount: false });
}
