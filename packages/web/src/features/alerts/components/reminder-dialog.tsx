import { zodResolver } from "@hookform/resolvers/zod";
import { reminderCategories, type Reminder } from "@rightsdesk/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/dialog";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
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
  const [problem, setProblem] = useState<SaveProblem>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReminderFormValues, unknown, ReminderFormOutput>({
    resolver: zodResolver(ReminderFormSchema),
    defaultValues: reminderFormValues(reminder, today),
  });

  const onSubmit = handleSubmit(async (fields) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        id: reminder?.id ?? null,
        body: { ...fields, record: reminder?.record ?? null },
      });
      toast.success(reminder ? "Reminder saved." : "Reminder added.");
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, formFields);
      for (const fieldError of fieldErrors) {
        setError(fieldError.field, { type: "server", message: fieldError.message });
      }
      setProblem(explainSaveProblem(error, fieldErrors.length, "The reminder could not be saved."));
    }
  });
  const saving = isSubmitting || save.isPending;

  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={reminder ? "Edit reminder" : "Add reminder"}
      description="Reminders show among your alerts on their date and in your calendar feed."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="reminder-form" busy={saving} busyLabel="Saving…">
            {reminder ? "Save reminder" : "Add reminder"}
          </Button>
        </>
      }
    >
      <form id="reminder-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Reminder">
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Category" error={errors.category?.message} {...register("category")}>
            {reminderCategories.map((category) => (
              <option key={category} value={category}>
                {reminderCategoryLabels[category]}
              </option>
            ))}
          </SelectField>
          <TextField label="Date" type="date" error={errors.remindOn?.message} {...register("remindOn")} />
          <TextField
            label="Title"
            className="sm:col-span-2"
            autoFocus
            error={errors.title?.message}
            {...register("title")}
          />
          <TextareaField
            label="Note (optional)"
            rows={3}
            className="sm:col-span-2"
            error={errors.note?.message}
            {...register("note")}
          />
        </div>
      </form>
    </Modal>
  );
}
