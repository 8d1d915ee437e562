import type { TenantMutateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientsKeys } from "./clients-keys";

/** Adds a client (no id) or renames one; the list and the picker's choices load again. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantMutateRequest) => api.mutateTenant({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
    meta: { errorHandling: "local" },
  });
}
