import { zodResolver } from "@hookform/resolvers/zod";
import { templatePartTypes, type SnippetRecord, type SnippetSaveRequest } from "@rightsdesk/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import type { SaveProblem } from "../../../lib/save-problem";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { FormSection } from "../../../ui/form-section";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { explainSaveFailure } from "../lib/explain-save-failure";
import {
  SnippetFormSchema,
  emptySnippetForm,
  snippetFormFieldNames,
  snippetFormValues,
  type SnippetFormValues,
} from "../lib/snippet-form";

export interface SnippetFormProps {
  /** The snippet being edited, or undefined for a new one. */
  snippet?: SnippetRecord | undefined;
  /** Saves the request; the edit page adds the version it loaded. */
  save: (request: SnippetSaveRequest) => Promise<SnippetRecord>;
  onSaved: (snippet: SnippetRecord) => void;
  /** Loads the latest version after a stale save. */
  onReload?: () => Promise<SnippetRecord | undefined>;
  cancelHref: string;
  submitLabel: string;
}

/**
 * A snippet's name, part type, description and text. Checked by the domain's rules; a field the
 * server refuses (a taken name) shows its message; leaving with edits asks first.
 */
export function SnippetForm({ snippet, save, onSaved, onReload, cancelHref, submitLabel }: SnippetFormProps) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<SnippetFormValues, unknown, SnippetSaveRequest>({
    resolver: zodResolver(SnippetFormSchema),
    defaultValues: snippet ? snippetFormValues(snippet) : emptySnippetForm,
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges(snippet ? `snippet-${snippet.id}` : "add-snippet", isDirty);

  const onSubmit = handleSubmit(async (request) => {
    setProblem(null);
    try {
      const saved = await save(request);
      markSaved();
      reset(snippetFormValues(saved));
      onSaved(saved);
    } catch (error) {
      const failure = explainSaveFailure(error, snippetFormFieldNames, "The snippet could not be saved.");
      for (const { field, message } of failure.fieldErrors) {
        setError(field as keyof SnippetFormValues, { type: "server", message });
      }
      const [first] = failure.fieldErrors;
      if (first && first.field !== "content") setFocus(first.field as keyof SnippetFormValues);
      setProblem(failure.problem);
    }
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) reset(snippetFormValues(latest));
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label={snippet ? "Edit snippet" : "Add snippet"}>
        {problem && (
          <div className="px-5 pt-5 sm:px-6">
            <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
          </div>
        )}
        <FormSection title="Snippet" description="How it is found, and where in a contract it goes.">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register("name")} />
          <SelectField label="Part type" error={errors.partType?.message} {...register("partType")}>
            <option value="">Choose…</option>
            {templatePartTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Description"
            rows={2}
            className="sm:col-span-2"
            error={errors.description?.message}
            {...register("description")}
          />
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
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
          {isDirty && <p className="mr-auto text-sm text-amber-700">You have unsaved changes.</p>}
          <Link to={cancelHref} className={buttonClassName("secondary")}>
            Cancel
          </Link>
          <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
