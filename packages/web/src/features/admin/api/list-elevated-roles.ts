import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** The elevated roles: admin system and admin client. */
export function elevatedRolesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.elevatedRoles,
    queryFn: () => api.listElevatedRoles(),
    staleTime: Infinity,
  });
}

export function useElevatedRoles() {
  return useQuery(elevatedRolesQueryOptions());
}
