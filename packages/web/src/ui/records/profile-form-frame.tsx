import { useState, type FormEventHandler, type ReactNode } from "react";
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../lib/save-problem";
import { useUnsavedChanges } from "../../lib/unsaved-changes";
import { Button } from "../button";
import { FormActions } from "../form-actions";
import { SaveProblemAlert } from "../save-problem-alert";
import { useRecordLock } from "./record-lock";

export interface ProfileFormFrameProps {
  /** The form's accessible name: "Edit profile"; none where the card's heading says it. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last save failed, with "Reload" where the record changed meanwhile. */
  problem: SaveProblem;
  onReload: () => void;
  reloading: boolean;
  isDirty: boolean;
  saving: boolean;
  /** Puts the fields back and leaves edit mode. */
  onCancel: () => void;
  saveLabel?: string;
  /** The kind's fields. */
  children: ReactNode;
}

/**
 * The edit mode of a `ProfileCard`: the save problem, the kind's fields, then "You have unsaved
 * changes.", Cancel and Save.
 */
export function ProfileFormFrame({
  label,
  onSubmit,
  problem,
  onReload,
  reloading,
  isDirty,
  saving,
  onCancel,
  saveLabel = "Save profile",
  children,
}: ProfileFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {problem && (
        <div className="px-5 pt-5 sm:px-6">
          <SaveProblemAlert problem={problem} onReload={onReload} reloading={reloading} />
        </div>
      )}
      {children}
      <FormActions
        className="px-5 py-4 sm:px-6"
        dirty={isDirty}
        saving={saving}
        submitLabel={saveLabel}
        cancel={
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
        }
      />
    </form>
  );
}

export interface RecordProfileFormProps<TValues extends FieldValues, TOut, TRecord> {
  record: TRecord;
  /** Names the form to the 'Discard Changes' guard: "asset-profile". */
  editName: string;
  resolver: Resolver<TValues, unknown, TOut>;
  /** The form's values for a record as loaded, with the version the save must send. */
  valuesOf: (record: TRecord) => DefaultValues<TValues>;
  /** Sends the checked form; its `isPending` is `saving`. */
  save: (body: TOut) => Promise<unknown>;
  saving: boolean;
  /** The refusals the server gave for fields the form shows, named as its controls. */
  serverErrors: (error: unknown) => { field: Path<TValues>; message: string }[];
  /** Moves the focus to the first refused field (where the fields are few enough to find it). */
  focusServerError?: boolean;
  /** The toast once saved. */
  savedText?: string;
  /** The problem's words when nothing more is known. */
  failureText?: string;
  /** Leaves edit mode (after saving or cancelling). */
  onDone: () => void;
  /** Loads the latest version of the record; a failure (thrown) leaves the problem shown. */
  reload: () => Promise<TRecord | undefined>;
  label?: string;
  saveLabel?: string;
  /** The kind's fields, reading the form from its context. */
  children: ReactNode;
}

/**
 * A record's profile in edit mode, saved with the version it was loaded at so a stale save is
 * refused with the server's message and "Reload", a field the server refuses shows its message,
 * and a save refused because someone took the lock asks the lock again. The fields are the kind's.
 */
export function RecordProfileForm<TValues extends FieldValues, TOut, TRecord>({
  record,
  editName,
  resolver,
  valuesOf,
  save,
  saving,
  serverErrors,
  focusServerError = true,
  savedText = "Profile saved.",
  failureText = "The profile could not be saved.",
  onDone,
  reload,
  children,
  ...frame
}: RecordProfileFormProps<TValues, TOut, TRecord>) {
  const form = useForm<TValues, unknown, TOut>({ resolver, defaultValues: valuesOf(record) });
  const { isDirty, isSubmitting } = form.formState;
  const markSaved = useUnsavedChanges(editName, isDirty);
  const { onSubmit, problem, onReload, reloading } = useProfileSave({
    form,
    save: async (body) => {
      await save(body);
      markSaved();
      toast.success(savedText);
      onDone();
    },
    serverErrors,
    focusServerError,
    failureText,
    reload: async () => {
      const latest = await reload();
      return latest && valuesOf(latest);
    },
  });
  return (
    <FormProvider {...form}>
      <ProfileFormFrame
        onSubmit={onSubmit}
        problem={problem}
        onReload={() => void onReload()}
        reloading={reloading}
        isDirty={isDirty}
        saving={isSubmitting || saving}
        onCancel={() => {
          form.reset(valuesOf(record));
          markSaved();
          onDone();
        }}
        {...frame}
      >
        {children}
      </ProfileFormFrame>
    </FormProvider>
  );
}

/**
 * A profile form's save and "Reload": the server's refusals go beside the fields it names (the
 * first one focused where asked), the rest is the problem above the fields, and a save refused
 * because someone took the lock asks the lock again. A failed reload leaves the problem shown.
 */
function useProfileSave<TValues extends FieldValues, TOut>({
  form,
  save,
  serverErrors,
  focusServerError,
  failureText,
  reload,
}: {
  form: UseFormReturn<TValues, unknown, TOut>;
  save: (body: TOut) => Promise<void>;
  serverErrors: (error: unknown) => { field: Path<TValues>; message: string }[];
  focusServerError: boolean;
  failureText: string;
  /** The latest values, or undefined where nothing came back. */
  reload: () => Promise<DefaultValues<TValues> | undefined>;
}) {
  const lock = useRecordLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save(body);
    } catch (error) {
      const fieldErrors = serverErrors(error);
      for (const { field, message } of fieldErrors) form.setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first && focusServerError) form.setFocus(first.field);
      const explained = explainSaveProblem(error, fieldErrors.length, failureText);
      if (explained?.kind === "locked") lock.check();
      setProblem(explained);
    }
  });
  const onReload = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      if (latest) form.reset(latest);
      setProblem(null);
    } catch {
      // The problem stays, with its "Reload".
    } finally {
      setReloading(false);
    }
  };
  return { onSubmit, problem, onReload, reloading };
}
