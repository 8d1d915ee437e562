import type { UserPermission } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { permissionQueryOptions } from "../../../lib/permission";

/** Records that you accepted the terms; the guard then lets every route through again. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.acceptTermsAndConditions(),
    onSuccess: ({ termAcceptedOn }) => {
      queryClient.setQueryData(permissionQueryOptions().queryKey, (permission: UserPermission | undefined) =>
        permission ? { ...permission, termAcceptedOn } : permission,
      );
      void queryClient.invalidateQueries({ queryKey: ["account"] });
    },
    meta: { errorHandling: "local" },
  });
}
