import type { ReactNode } from "react";
import { toast } from "sonner";
import { describeError } from "../lib/describe-error";
import { ConfirmDialog } from "./dialog";

/** A mutation that takes no input here (archive, restore or delete one thing): what the dialog uses of it. */
export interface ConfirmAction {
  mutateAsync: () => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/** A mutation of one input (an item's id), as an action on that input. */
export function actionOn<TInput>(
  mutation: {
    mutateAsync: (input: TInput) => Promise<unknown>;
    reset: () => void;
    isPending: boolean;
    error: Error | null;
  },
  input: TInput,
): ConfirmAction {
  return {
    mutateAsync: () => mutation.mutateAsync(input),
    reset: mutation.reset,
    isPending: mutation.isPending,
    error: mutation.error,
  };
}

export interface ConfirmActionDialogProps {
  open: boolean;
  onClose: () => void;
  action: ConfirmAction;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: "danger" | "primary";
  /** The toast once it is done. */
  successText: string;
  /** The error in the dialog when it failed: "The company could not be archived." */
  failureText: string;
  /** After the toast, once the dialog has closed (leaving the page of a deleted record, say). */
  onDone?: () => void;
  children: ReactNode;
}

/**
 * Asks before an action (archive, restore, delete), shows why it failed in place where the user
 * can try again or cancel, and says with a toast when it is done.
 */
export function ConfirmActionDialog({
  open,
  onClose,
  action,
  successText,
  failureText,
  onDone,
  children,
  ...dialog
}: ConfirmActionDialogProps) {
  const close = () => {
    action.reset();
    onClose();
  };
  const onConfirm = async () => {
    try {
      await action.mutateAsync();
      toast.success(successText);
      close();
      onDone?.();
    } catch {
      // Shown in the dialog, where the user can try again or cancel.
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() => void onConfirm()}
      busy={action.isPending}
      error={action.error ? describeError(action.error, failureText) : null}
      {...dialog}
    >
      {children}
    </ConfirmDialog>
  );
}
