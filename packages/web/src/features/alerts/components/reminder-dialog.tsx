import { zodResolver } from "@hookform/resolvers/zod";
import { reminderCategories, type Reminder } from "@rightsdesk/domain";
import { useForm } from "react-hook-form";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { ItemFormDialog, useFormDialogSubmit } from "../../../ui/form-dialog";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { bindField } from "../../../ui/bind-field";
import { NoteField } from "./note-field";
import { useSaveReminder } from "../api/reminders";
import { reminderCategoryLabels } from "../lib/alert-labels";
import {
  ReminderFormSchema,
  reminderFormValues,
  type ReminderFormOutput,
  type ReminderFormValues,
} from "../lib/reminder-form";

const formFields = ["category", "title", "remindOn", "note"] as const;

/** Adds or changes one of your reminders: category, title, date and note. */
export function ReminderDialog({
  reminder,
  today,
  onClose,
}: {
  reminder: Reminder | null;
  today: string;
  onClose: () => void;
}) {
  const save = useSaveReminder();
  const form = useForm<ReminderFormValues, unknown, ReminderFormOutput>({
    resolver: zodResolver(ReminderFormSchema),
    defaultValues: reminderFormValues(reminder, today),
  });
  const field = bindField(form);
  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: (error) => serverFieldErrors(error, formFields),
    save: async (fields) => {
      await save.mutateAsync({
        id: reminder?.id ?? null,
        body: { ...fields, record: reminder?.record ?? null },
      });
      return reminder ? "Reminder saved." : "Reminder added.";
    },
    failureText: "The reminder could not be saved.",
    onClose,
  });
  const saving = form.formState.isSubmitting || save.isPending;

  return (
    <ItemFormDialog
      noun="reminder"
      editing={Boolean(reminder)}
      description="Reminders show among your alerts on their date and in your calendar feed."
      label="Reminder"
      saving={saving}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          {...field("category")}
          options={reminderCategories}
          optionLabel={(category) => reminderCategoryLabels[category]}
        />
        <TextField label="Date" type="date" {...field("remindOn")} />
        <TextField label="Title" className="sm:col-span-2" autoFocus {...field("title")} />
        <NoteField {...field("note")} />
      </div>
    </ItemFormDialog>
  );
}
