import type { ElevatedRoleMutateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Gives a profile an elevated role or takes it away (admin system only). */
export function useMutateElevatedRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ElevatedRoleMutateRequest) => api.mutateElevatedRole({ body }),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.users.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.lists() });
    },
    meta: { errorHandling: "local" },
  });
}
