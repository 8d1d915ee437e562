import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { cx } from "./cx";

type ModalProps = {
  open: boolean;
  /** Escape, a click outside and "Cancel" all call this; ignored while `busy`. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons along the bottom. */
  footer: ReactNode;
  busy?: boolean;
  size?: "sm" | "md";
};

/** An accessible modal (focus trapped, Escape closes, focus returns to the opener). */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  busy = false,
  size = "sm",
}: ModalProps) {
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity data-closed:opacity-0 data-enter:duration-150 data-leave:duration-100"
      />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={cx(
            "w-full rounded-xl bg-white shadow-xl ring-1 ring-slate-900/5 transition data-closed:translate-y-2 data-closed:opacity-0 data-enter:duration-150 data-leave:duration-100",
            size === "sm" ? "max-w-md" : "max-w-xl",
          )}
        >
          <div className="px-5 pt-5 sm:px-6 sm:pt-6">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            {description && (
              <Description as="div" className="mt-2 text-sm leading-6 text-slate-600">
                {description}
              </Description>
            )}
            {children && <div className="mt-4">{children}</div>}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50 px-5 py-3.5 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  busy?: boolean;
  /** Why the action failed, shown inside the dialog so the user can try again or cancel. */
  error?: ReactNode;
};

/**
 * Asks before something that cannot be undone. Focus starts on "Cancel", so a stray Enter
 * never deletes or blocks anything.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  busy = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={children}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert title="That did not work">{error}</Alert> : null}
    </Modal>
  );
}
