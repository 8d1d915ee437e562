import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { RefreshIcon } from "../../../ui/icons";
import { useResetDashboardLayout } from "../api/dashboard-layout";

/** "Reset layout", after a confirmation: every widget back to its default place and size. */
export function ResetLayoutButton({ disabled, onReset }: { disabled: boolean; onReset: () => void }) {
  const [open, setOpen] = useState(false);
  const reset = useResetDashboardLayout();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      onReset();
      await reset.mutateAsync();
      setOpen(false);
      toast.success("The dashboard is back to its default layout.");
    } catch (failure) {
      setError(describeError(failure, "The layout could not be reset."));
    }
  };
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        <RefreshIcon className="size-4" />
        Reset layout
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        title="Reset the dashboard layout?"
        confirmLabel="Reset layout"
        busyLabel="Resetting…"
        tone="primary"
        busy={reset.isPending}
        error={error}
      >
        Every widget goes back to its default place and size. Your widgets&apos; contents do not change.
      </ConfirmDialog>
    </>
  );
}
