import type { ComponentProps } from "react";
import { TextareaField } from "../../../ui/textarea-field";

/** The optional note of a reminder or a to-do, across the dialog's full width. */
export function NoteField(props: Omit<ComponentProps<typeof TextareaField>, "label">) {
  return <TextareaField label="Note (optional)" rows={3} className="sm:col-span-2" {...props} />;
}
