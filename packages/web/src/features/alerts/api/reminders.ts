import type { z } from "zod";
import type { ReminderSaveRequestSchema } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/** The caller's reminders, by date. */
export function remindersQueryOptions() {
  return queryOptions({ queryKey: alertKeys.reminders(), queryFn: () => api.listReminders({ body: {} }) });
}

/** A reminder is an alert of the `all` view too. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: alertKeys.reminders() }),
    queryClient.invalidateQueries({ queryKey: alertKeys.lists() }),
  ]);
}

type ReminderBody = z.input<typeof ReminderSaveRequestSchema>;

export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReminderBody }) =>
      id === null ? api.createReminder({ body }) : api.updateReminder({ params: { id }, body }),
    onSuccess: () => refresh(queryClient),
    meta: { errorHandling: "local" },
  });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteReminder({ params: { id } }),
    onSuccess: () => refresh(queryClient),
    meta: { errorHandling: "local" },
  });
}
