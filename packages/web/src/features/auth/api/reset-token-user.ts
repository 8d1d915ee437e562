import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Whose password a reset link resets, while the link is still valid. */
export function resetTokenUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => api.getUserByResetToken({ body: { token } }),
    // An invalid or used link stays invalid; asking again would only delay the message.
    retry: false,
    staleTime: Infinity,
  });
}
