import type { ReactNode } from "react";
import { Button } from "./button";
import { cx } from "./cx";

export interface FormActionsProps {
  dirty: boolean;
  saving: boolean;
  submitLabel: string;
  /** Puts the saved values back; omitted on a form that has nothing saved yet. */
  onUndo?: () => void;
  /** "Cancel" before the submit button: a button that leaves edit mode, or a link back. */
  cancel?: ReactNode;
  /** The submit waits for a change; a form that may be sent as it is says false. */
  requireChange?: boolean;
  className?: string;
}

/**
 * The footer of an edit form: the unsaved-changes hint, "Undo changes" or "Cancel", and the
 * submit button.
 */
export function FormActions({
  dirty,
  saving,
  submitLabel,
  onUndo,
  cancel,
  requireChange = true,
  className,
}: FormActionsProps) {
  return (
    <div className={cx("flex flex-wrap items-center justify-end gap-3 border-t border-slate-100", className)}>
      {dirty && <p className="mr-auto text-sm text-amber-700">You have unsaved changes.</p>}
      {onUndo && (
        <Button variant="secondary" disabled={!dirty || saving} onClick={onUndo}>
          Undo changes
        </Button>
      )}
      {cancel}
      <Button type="submit" disabled={requireChange && !dirty} busy={saving} busyLabel="Saving…">
        {submitLabel}
      </Button>
    </div>
  );
}
