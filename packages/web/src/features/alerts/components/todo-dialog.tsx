import { zodResolver } from "@hookform/resolvers/zod";
import type { Todo } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
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
  const [problem, setProblem] = useState<SaveProblem>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TodoFormValues, unknown, TodoFormOutput>({
    resolver: zodResolver(TodoFormSchema),
    defaultValues: todoFormValues(todo ?? draft),
  });

  const onSubmit = handleSubmit(async (fields) => {
    setProblem(null);
    try {
      if (todo) {
        await update.mutateAsync({
          id: todo.id,
          body: { ...todoSaveFields(todo), ...fields, done: todo.done, version: todo.version },
        });
        toast.success("To-do saved.");
      } else {
        await create.mutateAsync({ ...fields, record: draft.record, alertKey: draft.alertKey });
        toast.success("To-do added.");
      }
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, formFields);
      for (const fieldError of fieldErrors) {
        setError(fieldError.field, { type: "server", message: fieldError.message });
      }
      setProblem(explainSaveProblem(error, fieldErrors.length, "The to-do could not be saved."));
    }
  });
  const saving = isSubmitting || create.isPending || update.isPending;
  const ownerList = owners.data?.records ?? [];

  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={todo ? "Edit to-do" : "Add to-do"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="todo-form" busy={saving} busyLabel="Saving…">
            {todo ? "Save to-do" : "Add to-do"}
          </Button>
        </>
      }
    >
      <form id="todo-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="To-do">
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        {owners.isPending ? (
          <p className="text-sm text-slate-500">Loading the people a to-do can be given to…</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Title"
              className="sm:col-span-2"
              autoFocus
              error={errors.title?.message}
              {...register("title")}
            />
            <TextField
              label="Due date (optional)"
              type="date"
              error={errors.dueDate?.message}
              {...register("dueDate")}
            />
            <SelectField
              label="Owner"
              error={
                errors.ownerId?.message ??
                (owners.isError ? "The list of users could not be loaded." : undefined)
              }
              {...register("ownerId")}
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
            <TextareaField
              label="Note (optional)"
              rows={3}
              className="sm:col-span-2"
              error={errors.note?.message}
              {...register("note")}
            />
          </div>
        )}
      </form>
    </Modal>
  );
}
