import type { SendResetPasswordRequest } from "@rightsdesk/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** E-mails a one-time reset link; the server answers the same whether or not the account exists. */
export function useSendResetLink() {
  return useMutation({
    mutationFn: (body: SendResetPasswordRequest) => api.sendResetPasswordNotification({ body }),
    meta: { errorHandling: "local" },
  });
}
