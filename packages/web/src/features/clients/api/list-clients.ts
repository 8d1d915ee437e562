import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientsKeys } from "./clients-keys";

/** The clients: every one for the provider's profiles, only its own for another client's. */
export function clientsQueryOptions() {
  return queryOptions({ queryKey: clientsKeys.list, queryFn: () => api.listTenants() });
}

export function useClients() {
  return useQuery(clientsQueryOptions());
}
