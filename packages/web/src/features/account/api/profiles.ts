import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { accountKeys } from "./self";

/** Your profiles: a role in a client each (POST /User/Profiles). */
export function profilesQueryOptions() {
  return queryOptions({ queryKey: accountKeys.profiles(), queryFn: () => api.getProfiles() });
}
