import type { FormEventHandler, ReactNode } from "react";
import type { SaveProblem } from "../../../../lib/save-problem";
import { Button } from "../../../../ui/button";
import { Modal } from "../../../../ui/dialog";
import { SaveProblemAlert } from "../../../../ui/save-problem-alert";

/**
 * The modal around a use-right form: its title names the form, the save problem stands above the
 * fields, and Cancel and the submit button sit in the footer.
 */
export function UseRightDialogFrame({
  title,
  description,
  formId,
  submitLabel,
  saving,
  problem,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: string;
  formId: string;
  submitLabel: string;
  saving: boolean;
  problem: SaveProblem;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The fields, laid out in the form's two-column grid. */
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel="Saving…">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </form>
    </Modal>
  );
}
