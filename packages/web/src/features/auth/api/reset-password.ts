import type { ResetPasswordRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { resetTokenUserQueryOptions } from "./reset-token-user";

/** Sets a new password with the link's code; the code then stops working and every session ends. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.resetPassword({ body }),
    // The link is spent: opening it again must ask the server, not show the form from memory.
    onSuccess: (_done, { token }) =>
      queryClient.removeQueries({ queryKey: resetTokenUserQueryOptions(token).queryKey }),
    meta: { errorHandling: "local" },
  });
}
