import { useState, type ReactNode } from "react";
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Link } from "react-router-dom";
import type { SaveProblem } from "../../../lib/save-problem";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { buttonClassName } from "../../../ui/button";
import { FormActions } from "../../../ui/form-actions";
import { Card } from "../../../ui/card";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { explainSaveFailure } from "../lib/explain-save-failure";

/** What a template or snippet form is given by its add or edit page. */
export interface LibraryFormProps<TRecord, TRequest> {
  /** Saves the request; the edit page adds the version it loaded. */
  save: (request: TRequest) => Promise<TRecord>;
  onSaved: (record: TRecord) => void;
  /** Loads the latest version after a stale save. */
  onReload?: () => Promise<TRecord | undefined>;
  cancelHref: string;
  submitLabel: string;
}

/**
 * A template or snippet form: saved with the domain's checks, each server message on its control
 * (the first one focused where `focusable` says it takes the focus), a stale save with "Reload",
 * and 'Discard Changes' while it holds edits. The kind's fields are the children.
 */
export function LibraryForm<TValues extends FieldValues, TRecord, TRequest>({
  form,
  label,
  editName,
  valuesOf,
  serverFields,
  focusable,
  failureText,
  save,
  onSaved,
  onReload,
  cancelHref,
  submitLabel,
  children,
}: LibraryFormProps<TRecord, TRequest> & {
  form: UseFormReturn<TValues, unknown, TRequest>;
  label: string;
  editName: string;
  valuesOf: (record: TRecord) => TValues;
  /** The fields the server may name for a request. */
  serverFields: (request: TRequest) => readonly string[];
  focusable: (field: string) => boolean;
  failureText: string;
  children: ReactNode;
}) {
  const { isDirty, isSubmitting } = form.formState;
  const markSaved = useUnsavedChanges(editName, isDirty);
  const { onSubmit, problem, reload, reloading } = useLibrarySave({
    form,
    save: async (request) => {
      const saved = await save(request);
      markSaved();
      form.reset(valuesOf(saved));
      onSaved(saved);
    },
    serverFields,
    focusable,
    failureText,
    reload:
      onReload &&
      (async () => {
        const latest = await onReload();
        return latest && valuesOf(latest);
      }),
  });

  return (
    <FormProvider {...form}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={label}>
          {problem && (
            <div className="px-5 pt-5 sm:px-6">
              <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
            </div>
          )}
          {children}
          <FormActions
            className="px-5 py-4 sm:px-6"
            dirty={isDirty}
            saving={isSubmitting}
            submitLabel={submitLabel}
            requireChange={false}
            cancel={
              <Link to={cancelHref} className={buttonClassName("secondary")}>
                Cancel
              </Link>
            }
          />
        </form>
      </Card>
    </FormProvider>
  );
}

/**
 * A library form's save and "Reload": the server's refusals on their controls (a taken name on the
 * name), the first focused where it takes the focus, the rest above the form.
 */
function useLibrarySave<TValues extends FieldValues, TRequest>({
  form,
  save,
  serverFields,
  focusable,
  failureText,
  reload: reloadValues,
}: {
  form: UseFormReturn<TValues, unknown, TRequest>;
  save: (request: TRequest) => Promise<void>;
  serverFields: (request: TRequest) => readonly string[];
  focusable: (field: string) => boolean;
  failureText: string;
  /** The latest values, where the page can load them (an edit page). */
  reload: (() => Promise<TValues | undefined>) | undefined;
}) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const onSubmit = form.handleSubmit(async (request) => {
    setProblem(null);
    try {
      await save(request);
    } catch (error) {
      const failure = explainSaveFailure(error, serverFields(request), failureText);
      for (const { field, message } of failure.fieldErrors) {
        form.setError(field as Path<TValues>, { type: "server", message });
      }
      const [first] = failure.fieldErrors;
      if (first && focusable(first.field)) form.setFocus(first.field as Path<TValues>);
      setProblem(failure.problem);
    }
  });
  const reload = async () => {
    if (!reloadValues) return;
    setReloading(true);
    try {
      const latest = await reloadValues();
      if (latest) form.reset(latest);
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };
  return { onSubmit, problem, reload, reloading };
}
