import type { ChangePasswordRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { session } from "../../../lib/session";
import { accountKeys } from "./self";

/** Changes your password; a required change is then done, and the rest of the app opens. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.changePassword({ body }),
    onSuccess: () => {
      session.setPasswordChangeRequired(false);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    meta: { errorHandling: "local" },
  });
}
