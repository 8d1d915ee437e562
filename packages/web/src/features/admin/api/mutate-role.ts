import type { RoleMutateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Creates a role (no id) or updates one (id and version). */
export function useMutateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleMutateRequest) => api.mutateRole({ body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
      // Users show their role's name on their profiles.
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.all });
    },
    meta: { errorHandling: "local" },
  });
}
