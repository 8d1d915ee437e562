import { useState, type FormEventHandler, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../lib/save-problem";
import { Button } from "./button";
import { Modal } from "./dialog";
import { SaveProblemAlert } from "./save-problem-alert";

export interface FormDialogProps {
  /** The dialog's title, and the form's accessible name unless `label` gives another (or null, none). */
  title: string;
  description?: ReactNode;
  label?: string | null;
  /** Ties the footer's submit button to the form. */
  formId: string;
  submitLabel: string;
  busyLabel?: string;
  saving: boolean;
  submitDisabled?: boolean;
  className?: string;
  /** Why the last save failed; "Reload" closes the dialog (the list behind it reloads). */
  problem?: SaveProblem;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a modal: the save problem above the fields, Cancel and the submit button in the
 * footer (the submit names the form by id, so Enter in a field submits too). Closing waits
 * while it saves.
 */
export function FormDialog({
  title,
  description,
  label = title,
  formId,
  submitLabel,
  busyLabel = "Saving…",
  saving,
  submitDisabled,
  className,
  problem = null,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel={busyLabel} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={label ?? undefined} className={className}>
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        {children}
      </form>
    </Modal>
  );
}

/**
 * A dialog form's submit: `save` sends the checked form and answers the toast to show; then the
 * dialog closes. A refusal puts the server's messages on the fields it names (`serverErrors`)
 * and the rest in the dialog's problem.
 */
export function useFormDialogSubmit<TValues extends FieldValues, TOut>({
  form,
  serverErrors,
  save,
  failureText,
  onClose,
}: {
  form: UseFormReturn<TValues, unknown, TOut>;
  serverErrors: (error: unknown) => { field: Path<TValues>; message: string }[];
  save: (body: TOut) => Promise<string>;
  failureText: string;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const { handleSubmit, setError } = form;
  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      toast.success(await save(body));
      onClose();
    } catch (error) {
      const fieldErrors = serverErrors(error);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      setProblem(explainSaveProblem(error, fieldErrors.length, failureText));
    }
  });
  return { onSubmit, problem };
}

export interface ItemFormDialogProps extends Omit<
  FormDialogProps,
  "title" | "formId" | "submitLabel" | "problem" | "onSubmit"
> {
  /** What the dialog adds or edits, in words: "reminder", "use right". */
  noun: string;
  /** Whether an existing item is being edited (else a new one is added). */
  editing: boolean;
  /** A title of its own when editing, such as the item's number; "Edit reminder" by default. */
  editTitle?: string;
  /** The form's submit and its last problem, as `useFormDialogSubmit` or a kind's editor answers them. */
  submission: { problem?: SaveProblem; onSubmit: FormEventHandler<HTMLFormElement> };
}

/**
 * A dialog that adds or edits one item of a list: "Add reminder" or "Edit reminder" above, "Add
 * reminder" or "Save reminder" on its submit button, its form named after the noun.
 */
export function ItemFormDialog({ noun, editing, editTitle, submission, ...dialog }: ItemFormDialogProps) {
  return (
    <FormDialog
      {...dialog}
      {...submission}
      title={editing ? (editTitle ?? `Edit ${noun}`) : `Add ${noun}`}
      formId={`${noun.replaceAll(" ", "-")}-form`}
      submitLabel={editing ? `Save ${noun}` : `Add ${noun}`}
    />
  );
}
