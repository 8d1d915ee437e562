import type { CompanyAlertPreferences, UserAlertPreferences } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/** Your days ahead per kind and the weekly digest. */
export function alertPreferencesQueryOptions() {
  return queryOptions({ queryKey: alertKeys.preferences(), queryFn: () => api.getAlertPreferences() });
}

/** Saved preferences change what the lists let in. */
export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAlertPreferences) => api.saveAlertPreferences({ body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(alertKeys.preferences(), saved);
      await queryClient.invalidateQueries({ queryKey: alertKeys.lists() });
    },
    meta: { errorHandling: "local" },
  });
}

export function companyAlertPreferencesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: alertKeys.companyPreferences(companyId),
    queryFn: () => api.getCompanyAlertPreferences({ params: { companyId } }),
  });
}

export function useSaveCompanyAlertPreferences(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAlertPreferences) =>
      api.saveCompanyAlertPreferences({ params: { companyId }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(alertKeys.companyPreferences(companyId), saved);
      await queryClient.invalidateQueries({ queryKey: alertKeys.lists() });
    },
    meta: { errorHandling: "local" },
  });
}

/** `POST /Alert/Digest/Send`: the Monday mail, now, to you. */
export function useSendAlertDigest() {
  return useMutation({
    mutationFn: () => api.sendAlertDigest({ body: {} }),
    meta: { errorHandling: "local" },
  });
}
