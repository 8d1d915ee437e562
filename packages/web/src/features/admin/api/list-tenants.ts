import { useQuery } from "@tanstack/react-query";
import { clientsQueryOptions } from "../../clients";

/**
 * The clients (tenants) a profile can belong to: the clients feature's list, so adding or renaming
 * a client on the Clients screen shows here at once.
 */
export const tenantsQueryOptions = clientsQueryOptions;

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}
