import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { api } from "../../../lib/api-client";
import { session } from "../../../lib/session";

/**
 * Signs out on the server, then ends the session here whatever the server said: a user who
 * asks to sign out must end up signed out, even offline.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.logout(),
    onSettled: async () => {
      session.clear();
      await navigate(paths.auth.login.getHref(), { replace: true });
      queryClient.clear();
    },
    meta: { errorHandling: "local" },
  });
}
