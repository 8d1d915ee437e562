import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Removes a profile from a user (never their last one). */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.deleteProfile({ params: { id: profileId } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.users.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
    meta: { errorHandling: "local" },
  });
}
