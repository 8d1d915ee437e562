import type { UserDetail, UserMutateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Creates a user (no id) or updates one (id and version) with `POST /User/Mutate`. */
export function useMutateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserMutateRequest) => api.mutateUser({ body }),
    onSuccess: async (user: UserDetail) => {
      queryClient.setQueryData(adminKeys.users.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.lists() });
      // A new user's profile changes its role's user count.
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
    meta: { errorHandling: "local" },
  });
}
