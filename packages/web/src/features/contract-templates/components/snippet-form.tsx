import { zodResolver } from "@hookform/resolvers/zod";
import { templatePartTypes, type SnippetRecord, type SnippetSaveRequest } from "@rightsdesk/domain";
import { Controller, useForm } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import {
  SnippetFormSchema,
  emptySnippetForm,
  snippetFormFieldNames,
  snippetFormValues,
  type SnippetFormValues,
} from "../lib/snippet-form";
import { LibraryForm, type LibraryFormProps } from "./library-form";
import { bindField } from "../../../ui/bind-field";

export interface SnippetFormProps extends LibraryFormProps<SnippetRecord, SnippetSaveRequest> {
  /** The snippet being edited, or undefined for a new one. */
  snippet?: SnippetRecord | undefined;
}

/**
 * A snippet's name, part type, description and text. Checked by the domain's rules; a field the
 * server refuses (a taken name) shows its message; leaving with edits asks first.
 */
export function SnippetForm({ snippet, ...props }: SnippetFormProps) {
  const form = useForm<SnippetFormValues, unknown, SnippetSaveRequest>({
    resolver: zodResolver(SnippetFormSchema),
    defaultValues: snippet ? snippetFormValues(snippet) : emptySnippetForm,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  return (
    <LibraryForm
      form={form}
      label={snippet ? "Edit snippet" : "Add snippet"}
      editName={snippet ? `snippet-${snippet.id}` : "add-snippet"}
      valuesOf={snippetFormValues}
      serverFields={() => snippetFormFieldNames}
      focusable={(field) => field !== "content"}
      failureText="The snippet could not be saved."
      {...props}
    >
      <FormSection title="Snippet" description="How it is found, and where in a contract it goes.">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register("name")} />
        <SelectField
          label="Part type"
          {...field("partType")}
          placeholder="Choose…"
          options={templatePartTypes}
        />
        <TextareaField label="Description" rows={2} className="sm:col-span-2" {...field("description")} />
      </FormSection>
      <div className="px-5 py-6 sm:px-6">
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Content"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint="Placeholders such as {{fittingFee}} are filled from each contract when its PDF is drawn."
            />
          )}
        />
      </div>
    </LibraryForm>
  );
}
