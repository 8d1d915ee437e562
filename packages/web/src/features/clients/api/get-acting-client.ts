import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientsKeys } from "./clients-keys";

/** The client the session acts for, and the ones it may switch to (GET /User/Client). */
export function actingClientQueryOptions() {
  return queryOptions({ queryKey: clientsKeys.acting, queryFn: () => api.getActingClient() });
}

export function useActingClient() {
  return useQuery(actingClientQueryOptions());
}
