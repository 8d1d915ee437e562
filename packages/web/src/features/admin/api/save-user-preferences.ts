import type { UserPreferences } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./admin-keys";

export function useSaveUserPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserPreferences) => api.saveUserPreferences({ params: { id: userId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.users.preferences(userId), saved),
    meta: { errorHandling: "local" },
  });
}
