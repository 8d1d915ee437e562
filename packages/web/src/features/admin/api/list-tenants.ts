import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** The clients (tenants) a profile can belong to. */
export function tenantsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.tenants,
    queryFn: () => api.listTenants(),
  });
}

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}
