import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Blocks a user (their sessions end at once) or unblocks them. */
export function useToggleBlockUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => api.toggleBlockUser({ params: { id: userId }, body: { blocked } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.users.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.lists() });
    },
    meta: { errorHandling: "local" },
  });
}
