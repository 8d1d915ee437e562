import type { CompletionReportDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { ConfirmDialog } from "../../../ui/dialog";
import { TextareaField } from "../../../ui/textarea-field";
import { useReviseCompletionReport } from "../api/completion-report-life";

/** Asks before reopening a submitted report, with an optional reason for the revise log. */
export function ReviseDialog({
  report,
  open,
  onClose,
}: {
  report: CompletionReportDetail;
  open: boolean;
  onClose: () => void;
}) {
  const revise = useReviseCompletionReport(report.id);
  const [reason, setReason] = useState("");
  const close = () => {
    revise.reset();
    setReason("");
    onClose();
  };
  const onConfirm = async () => {
    try {
      const trimmed = reason.trim();
      await revise.mutateAsync({ version: report.version, ...(trimmed ? { reason: trimmed } : {}) });
      toast.success(`${report.name} is open for revision.`);
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() => void onConfirm()}
      title="Revise this report?"
      confirmLabel="Revise"
      busyLabel="Reopening…"
      tone="primary"
      busy={revise.isPending}
      error={revise.error ? describeError(revise.error, "The report could not be reopened.") : undefined}
    >
      <p>
        It becomes incomplete until it is submitted again; what changes meanwhile is written to its revise
        log. What it already wrote onto the spot stays.
      </p>
      <TextareaField
        label="Reason (optional)"
        rows={3}
        maxLength={500}
        className="mt-4"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
