import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** The user kinds: platform, ad agency, advertiser. They do not change while the app runs. */
export function userTypesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.userTypes,
    queryFn: () => api.listUserTypes(),
    staleTime: Infinity,
  });
}

export function useUserTypes() {
  return useQuery(userTypesQueryOptions());
}
