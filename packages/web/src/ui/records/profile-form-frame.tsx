import type { FormEventHandler, ReactNode } from "react";
import type { SaveProblem } from "../../lib/save-problem";
import { Button } from "../button";
import { SaveProblemAlert } from "../save-problem-alert";

export interface ProfileFormFrameProps {
  /** The form's accessible name: "Edit profile". */
  label: string;
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
  /** The module's fields. */
  children: ReactNode;
}

/**
 * The edit mode of a `ProfileCard`: the save problem, the module's fields, then "You have unsaved
 * changes.", Cancel and Save. A module keeps its own react-hook-form and save call, wraps this
 * in its `FormProvider` and draws it from the card's `renderForm`.
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
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
        {isDirty && <p className="mr-auto text-sm text-amber-700">You have unsaved changes.</p>}
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty} busy={saving} busyLabel="Saving…">
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
