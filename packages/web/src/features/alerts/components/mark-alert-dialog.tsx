import type { Alert, AlertAction } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert as ErrorAlert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/dialog";
import { TextareaField } from "../../../ui/textarea-field";
import { useMarkAlert } from "../api/mark-alert";

/** The row's buttons: what the user means to do about the alert. */
export const actionLabels: Readonly<Record<AlertAction, string>> = {
  RENEW: "Renew…",
  RELEASE: "Release…",
  DONE: "Done…",
};

const titles: Readonly<Record<AlertAction, string>> = {
  RENEW: "Mark to renew",
  RELEASE: "Mark to release",
  DONE: "Mark as done",
};

const explanations: Readonly<Record<AlertAction, string>> = {
  RENEW:
    "Decides to renew what the alert is about (a holding fee, use right, MPU or element), taking back any earlier release, and the alert leaves the open list.",
  RELEASE:
    "Decides not to renew: the spot or element is released at the end of what is paid (RELEASED (USE ACTIVE) through the last paid day, RELEASED after), the forecast moves those payments into the saving, and the alert leaves the open list.",
  DONE: "Records that nothing more needs doing, deciding neither renewal nor release, so the alert leaves the open list.",
};

/** What the toast says once the mark is saved. */
export function markedText(title: string, action: AlertAction): string {
  if (action === "RENEW") return `“${title}” is marked to renew.`;
  if (action === "RELEASE") return `“${title}” is marked to release.`;
  return `“${title}” is marked as done.`;
}

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
      toast.success(markedText(alert.title, action));
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
      title={`${titles[action]}: ${alert.title}`}
      description={`${explanations[action]} Your name and the time are kept with it, and it can be reopened.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mark.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} busy={mark.isPending} busyLabel="Marking…">
            {titles[action]}
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
