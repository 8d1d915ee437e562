import { zodResolver } from "@hookform/resolvers/zod";
import type { Todo } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { ItemFormDialog, useFormDialogSubmit } from "../../../ui/form-dialog";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { bindField } from "../../../ui/bind-field";
import { NoteField } from "./note-field";
import { todoOwnersQueryOptions, useCreateTodo, useUpdateTodo } from "../api/todos";
import {
  TodoFormSchema,
  todoFormValues,
  todoSaveFields,
  type TodoDraft,
  type TodoFormOutput,
  type TodoFormValues,
} from "../lib/todo-form";

const formFields = ["title", "dueDate", "ownerId", "note"] as const;

/**
 * Adds a to-do (blank, or filled in from an alert) or changes one: title, due date, owner and
 * note. A change made by someone else first is refused and said so.
 */
export function TodoDialog({
  todo,
  draft,
  onClose,
}: {
  /** The to-do to change; null adds one from `draft`. */
  todo: Todo | null;
  draft: TodoDraft;
  onClose: () => void;
}) {
  const owners = useQuery(todoOwnersQueryOptions());
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const form = useForm<TodoFormValues, unknown, TodoFormOutput>({
    resolver: zodResolver(TodoFormSchema),
    defaultValues: todoFormValues(todo ?? draft),
  });
  const field = bindField(form);
  const ownerField = field("ownerId");
  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: (error) => serverFieldErrors(error, formFields),
    save: async (fields) => {
      if (todo) {
        await update.mutateAsync({
          id: todo.id,
          body: { ...todoSaveFields(todo), ...fields, done: todo.done, version: todo.version },
        });
        return "To-do saved.";
      }
      await create.mutateAsync({ ...fields, record: draft.record, alertKey: draft.alertKey });
      return "To-do added.";
    },
    failureText: "The to-do could not be saved.",
    onClose,
  });
  const saving = form.formState.isSubmitting || create.isPending || update.isPending;
  const ownerList = owners.data?.records ?? [];

  return (
    <ItemFormDialog
      noun="to-do"
      editing={Boolean(todo)}
      label="To-do"
      saving={saving}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      {owners.isPending ? (
        <p className="text-sm text-slate-500">Loading the people a to-do can be given to…</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" className="sm:col-span-2" autoFocus {...field("title")} />
          <TextField label="Due date (optional)" type="date" {...field("dueDate")} />
          <SelectField
            label="Owner"
            {...ownerField}
            error={
              ownerField.error ?? (owners.isError ? "The list of users could not be loaded." : undefined)
            }
          >
            <option value="">Choose an owner</option>
            {ownerList.map((owner) => (
              <option key={owner.id} value={String(owner.id)}>
                {owner.name}
              </option>
            ))}
            {todo && !ownerList.some((owner) => owner.id === todo.owner.id) && (
              <option value={String(todo.owner.id)}>{todo.owner.name}</option>
            )}
          </SelectField>
          <NoteField {...field("note")} />
        </div>
      )}
    </ItemFormDialog>
  );
}
