import type { SelfMutateRequest, UserDetail } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { session } from "../../../lib/session";

export const accountKeys = {
  all: ["account"] as const,
  self: () => [...accountKeys.all, "self"] as const,
  mfa: () => [...accountKeys.all, "mfa"] as const,
  profiles: () => [...accountKeys.all, "profiles"] as const,
};

/** Your own user record (GET /User/Self). */
export function selfQueryOptions() {
  return queryOptions({ queryKey: accountKeys.self(), queryFn: () => api.getSelf() });
}

/** Edits your name and e-mail; the name in the top bar follows. */
export function useMutateSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfMutateRequest) => api.mutateSelf({ body }),
    onSuccess: (user: UserDetail) => {
      queryClient.setQueryData(accountKeys.self(), user);
      const stored = session.read().userInfo;
      if (stored) {
        session.saveUserInfo({
          ...stored,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        });
      }
    },
    meta: { errorHandling: "local" },
  });
}
