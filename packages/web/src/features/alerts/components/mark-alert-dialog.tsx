import type { Alert, AlertAction } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert as ErrorAlert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/dialog";
import { TextareaField } from "../../../ui/textarea-field";
import { useMarkAlert } from "../api/mark-alert";

export const actionLabels: Readonly<Record<AlertAction, string>> = {
  RENEW: "Renew",
  RELEASE: "Release",
  DONE: "Done",
};

const confirmLabels: Readonly<Record<AlertAction, string>> = {
  RENEW: "Mark as renew",
  RELEASE: "Mark as release",
  DONE: "Mark as done",
};

const explanations: Readonly<Record<AlertAction, string>> = {
  RENEW: "Says the right or contract is being renewed.",
  RELEASE: "Says it will be let go, not renewed.",
  DONE: "Says nothing more needs doing.",
};

/** Marks an alert renew, release or done, with an optional note; your name and the time are kept. */
export function MarkAlertDialog({
  alert,
  action,
  onClose,
}: {
  alert: Alert;
  action: AlertAction;
  onClose: () => void;
}) {
  const mark = useMarkAlert();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const noteProblem = note.trim().length > 1000 ? "A note can be at most 1000 characters." : undefined;

  const confirm = async () => {
    if (noteProblem) return;
    setError(null);
    try {
      await mark.mutateAsync({ key: alert.key, action, note: note.trim() === "" ? null : note.trim() });
      toast.success(`“${alert.title}” marked ${actionLabels[action].toLowerCase()}.`);
      onClose();
    } catch (failure) {
      setError(describeError(failure, "The alert could not be marked."));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      busy={mark.isPending}
      title={`${actionLabels[action]}: ${alert.title}`}
      description={`${explanations[action]} Your name and the time are kept with it; it can be reopened.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mark.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} busy={mark.isPending} busyLabel="Marking…">
            {confirmLabels[action]}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error && <ErrorAlert title="Not marked">{error}</ErrorAlert>}
        <TextareaField
          label="Note (optional)"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteProblem}
        />
      </div>
    </Modal>
  );
}
