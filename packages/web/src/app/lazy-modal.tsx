import { lazy, Suspense, useState, type ComponentProps } from "react";
import type { Modal as ModalComponent } from "../ui/dialog";

const loadDialog = () => import("../ui/dialog");
const Modal = lazy(() => loadDialog().then(({ Modal }) => ({ default: Modal })));

/** Fetches the dialog's code ahead of need, so a dialog opens at once even if the network is gone. */
export function preloadModal(): void {
  void loadDialog().catch(() => undefined);
}

/**
 * The app's `Modal` (ui/dialog) for the dialogs around every page (the session's, the discard
 * guard's): its code (Headless UI) loads when one first opens, so the sign-in page does not carry
 * it. Once opened it stays mounted, so its closing transition plays.
 */
export function LazyModal(props: ComponentProps<typeof ModalComponent>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
