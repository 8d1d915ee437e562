import type { ProfileMutateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Adds a profile to a user or changes its role, client or default; the user's sessions end. */
export function useMutateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileMutateRequest) => api.mutateProfile({ body }),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.users.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.lists() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
    meta: { errorHandling: "local" },
  });
}
