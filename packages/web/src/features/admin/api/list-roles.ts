import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Every role with its user count, module accesses and item accesses. */
export function rolesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.roles,
    queryFn: () => api.listRoles(),
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
