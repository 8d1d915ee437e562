import type { LoginRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionService } from "../../../lib/session-context";

/** The session the server issued is already over by this computer's clock. */
export const CLOCK_SKEW_MESSAGE =
  "The session the server issued has already expired by this computer's clock. Check the date and time settings, then try again.";

/** Signs in and starts the session in this browser (the session machine takes it from here). */
export function useLogin() {
  const queryClient = useQueryClient();
  const session = useSessionService();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const response = await api.login({ body });
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      if (!session.signIn(response)) throw new Error(CLOCK_SKEW_MESSAGE);
      return response;
    },
    meta: { errorHandling: "local" },
  });
}
