import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

/** Deletes a role no profile uses; otherwise the server answers DependencyError naming the users. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => api.deleteRole({ params: { id: roleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.roles }),
    meta: { errorHandling: "local" },
  });
}
