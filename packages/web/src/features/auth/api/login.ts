import type { LoginRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { session } from "../../../lib/session";

/** Signs in and keeps the session in this browser. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.login({ body }),
    onSuccess: (response) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      session.saveSignIn(response);
    },
    meta: { errorHandling: "local" },
  });
}
