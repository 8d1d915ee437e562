import type { RenewalChoice, RenewalSubject } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { forecastKeys } from "./forecast-keys";

/** The renew-or-release decisions in force, newest first (`GET /Renewals`). */
export function renewalDecisionsQueryOptions() {
  return queryOptions({
    queryKey: forecastKeys.decisions(),
    queryFn: () => api.listRenewalDecisions({ query: {} }),
  });
}

/** The users a decision can be asked of: those a to-do can be given to (`GET /Alert/Todo/Owners`). */
export function todoOwnersQueryOptions() {
  return queryOptions({
    queryKey: forecastKeys.owners(),
    queryFn: () => api.listTodoOwners(),
    staleTime: 5 * 60_000,
  });
}

export interface DecideRenewalsInput {
  subjects: RenewalSubject[];
  choice: RenewalChoice;
  note?: string | null;
}

/**
 * Renews or releases every subject named, all or none. "Not renewing" moves the subject's later
 * payments into the saving and changes the statuses of the spots and elements it touches (their
 * pages, lists, alerts, dashboard and reports), so everything cached is read again when next shown.
 */
export function useDecideRenewals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideRenewalsInput) => api.decideRenewals({ body }),
    meta: { errorHandling: "local" },
    onSuccess: () => {
      // Everything cached goes stale (read again when next shown); the forecast is read at once.
      void queryClient.invalidateQueries({ refetchType: "none" });
      return queryClient.invalidateQueries({ queryKey: forecastKeys.all });
    },
  });
}

export interface AskRenewalsInput {
  subjects: RenewalSubject[];
  userIds: number[];
  dueDate: string;
  note?: string | null;
}

/** Asks people to decide: each gets an e-mail and a to-do naming the subjects. Nothing else changes. */
export function useAskRenewalDecisions() {
  return useMutation({
    mutationFn: (body: AskRenewalsInput) => api.askRenewalDecisions({ body }),
    meta: { errorHandling: "local" },
  });
}
