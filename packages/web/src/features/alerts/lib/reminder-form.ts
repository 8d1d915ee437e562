import { ReminderSaveRequestSchema, reminderCategories, type Reminder } from "@rightsdesk/domain";
import { z } from "zod";

export interface ReminderFormValues {
  category: string;
  title: string;
  remindOn: string;
  note: string;
}

const ReminderFieldsSchema = ReminderSaveRequestSchema.pick({
  category: true,
  title: true,
  remindOn: true,
  note: true,
});

export const ReminderFormSchema = z
  .object({
    category: z.string(),
    title: z.string(),
    remindOn: z.string().min(1, "Choose the date."),
    note: z.string(),
  })
  .transform((values): z.input<typeof ReminderFieldsSchema> => ({
    category: values.category as z.input<typeof ReminderFieldsSchema>["category"],
    title: values.title,
    remindOn: values.remindOn,
    note: values.note.trim() === "" ? null : values.note,
  }))
  .pipe(ReminderFieldsSchema);
export type ReminderFormOutput = z.output<typeof ReminderFormSchema>;

export function reminderFormValues(reminder: Reminder | null, today: string): ReminderFormValues {
  return reminder
    ? {
        category: reminder.category,
        title: reminder.title,
        remindOn: reminder.remindOn,
        note: reminder.note ?? "",
      }
    : { category: reminderCategories[0], title: "", remindOn: today, note: "" };
}
