import { useState } from "react";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/dialog";
import { TextareaField } from "../../../ui/textarea-field";

/** "1 alert", "12 alerts". */
export function countAlerts(count: number): string {
  return `${count} ${count === 1 ? "alert" : "alerts"}`;
}

/**
 * Asks before marking the chosen alerts "not renewing": what they are about is released at the end
 * of what is paid, which the user should know before it happens to many at once. One note goes
 * with every mark.
 */
export function ReleaseAlertsDialog({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: (note: string | null) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState("");
  const noteProblem = note.trim().length > 1000 ? "A note can be at most 1000 characters." : undefined;
  const confirm = () => {
    if (!noteProblem) onConfirm(note.trim() === "" ? null : note.trim());
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Not renewing: ${countAlerts(count)}?`}
      description={
        <>
          <p>
            The spots and elements these alerts are about are released at the end of what is paid: they show
            RELEASED (USE ACTIVE) through the last paid day and RELEASED after, and the forecast moves their
            later payments into the saving.
          </p>
          <p className="mt-2">
            “Mark to renew” takes it back. Your name and the time are kept with each mark.
          </p>
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm}>
            Not renewing
          </Button>
        </>
      }
    >
      <TextareaField
        label="Note for every alert (optional)"
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteProblem}
      />
    </Modal>
  );
}
