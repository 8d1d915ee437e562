import { TodoSaveRequestSchema, type Todo, type AlertRecordRef } from "@rightsdesk/domain";
import { z } from "zod";

/** What the to-do dialog edits, as the inputs hold it. */
export interface TodoFormValues {
  title: string;
  dueDate: string;
  ownerId: string;
  note: string;
}

/** Where a new to-do comes from: an alert fills these in. */
export interface TodoDraft {
  title: string;
  dueDate: string | null;
  ownerId: number | null;
  note: string | null;
  record: Pick<AlertRecordRef, "type" | "id"> | null;
  alertKey: string | null;
}

/** The inputs' text checked with the domain's own rules, then shaped as the request. */
const TodoFieldsSchema = TodoSaveRequestSchema.pick({
  title: true,
  dueDate: true,
  ownerId: true,
  note: true,
});

export const TodoFormSchema = z
  .object({
    title: z.string(),
    dueDate: z.string(),
    ownerId: z.string().min(1, "Choose an owner."),
    note: z.string(),
  })
  .transform((values): z.input<typeof TodoFieldsSchema> => ({
    title: values.title,
    dueDate: values.dueDate.trim() === "" ? null : values.dueDate,
    ownerId: values.ownerId === "" ? Number.NaN : Number(values.ownerId),
    note: values.note.trim() === "" ? null : values.note,
  }))
  .pipe(TodoFieldsSchema);
export type TodoFormOutput = z.output<typeof TodoFormSchema>;

export function todoFormValues(source: Todo | TodoDraft): TodoFormValues {
  const ownerId = "owner" in source ? source.owner.id : source.ownerId;
  return {
    title: source.title,
    dueDate: source.dueDate ?? "",
    ownerId: ownerId === null ? "" : String(ownerId),
    note: source.note ?? "",
  };
}

/** A to-do's fields as an update sends them back, unchanged unless said otherwise. */
export function todoSaveFields(todo: Todo) {
  return {
    title: todo.title,
    dueDate: todo.dueDate,
    ownerId: todo.owner.id,
    note: todo.note,
    record: todo.record ? { type: todo.record.type, id: todo.record.id } : null,
    alertKey: todo.alertKey,
  };
}
