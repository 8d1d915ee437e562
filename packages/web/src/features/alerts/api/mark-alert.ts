import type { AlertAction } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

const local = { errorHandling: "local" } as const;

/** `POST /Alert/Mark`: renew, release or done, with who and when; every list shows it. */
export function useMarkAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { key: string; action: AlertAction; note: string | null }) => api.markAlert({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.lists() }),
    meta: local,
  });
}

/** `POST /Alert/Unmark`: the alert is open again. */
export function useUnmarkAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.unmarkAlert({ body: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.lists() }),
    meta: local,
  });
}
