import type { MfaStatus } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { accountKeys } from "./self";

/** Whether an authenticator app guards your sign-in. */
export function mfaStatusQueryOptions() {
  return queryOptions({ queryKey: accountKeys.mfa(), queryFn: () => api.getMfaStatus() });
}

/** Starts enrolling: a new secret and its otpauth:// URL, not active until confirmed. */
export function useSetupMfa() {
  return useMutation({ mutationFn: () => api.setupMfa(), meta: { errorHandling: "local" } });
}

function useMfaStatusMutation<TInput>(call: (input: TInput) => Promise<MfaStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      queryClient.setQueryData(accountKeys.mfa(), status);
      void queryClient.invalidateQueries({ queryKey: accountKeys.self() });
    },
    meta: { errorHandling: "local" },
  });
}

/** Confirms the authenticator with one of its codes; sign-in then asks for a code. */
export function useEnableMfa() {
  return useMfaStatusMutation((code: string) => api.enableMfa({ body: { code } }));
}

/** Stops asking for codes; needs your password. */
export function useDisableMfa() {
  return useMfaStatusMutation((password: string) => api.disableMfa({ body: { password } }));
}
