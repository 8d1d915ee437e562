import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/**
 * Deletes a user (never the root user or yourself; the server says why). The user's own entry
 * stays cached until the page has moved on, so it does not flash "not found" first.
 */
export function useDeleteUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteUser({ params: { id: userId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.lists() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
    meta: { errorHandling: "local" },
  });
}
