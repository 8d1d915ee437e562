import type { z } from "zod";
import type { ReminderSaveRequestSchema } from "@rightsdesk/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";
import { useAlertsChange } from "./alerts-change";

/** The caller's reminders, by date. */
export function remindersQueryOptions() {
  return queryOptions({ queryKey: alertKeys.reminders(), queryFn: () => api.listReminders({ body: {} }) });
}

/** A reminder is an alert of the `all` view too. */
const reminderChanges = [alertKeys.reminders(), alertKeys.lists()];

type ReminderBody = z.input<typeof ReminderSaveRequestSchema>;

export function useSaveReminder() {
  return useAlertsChange(
    ({ id, body }: { id: number | null; body: ReminderBody }) =>
      id === null ? api.createReminder({ body }) : api.updateReminder({ params: { id }, body }),
    reminderChanges,
  );
}

export function useDeleteReminder() {
  return useAlertsChange((id: number) => api.deleteReminder({ params: { id } }), reminderChanges);
}
