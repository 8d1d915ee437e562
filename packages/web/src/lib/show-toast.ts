import type { ToastKind } from "@rightsdesk/domain";
import { useSyncExternalStore } from "react";

/** Toast code (sonner) loads with the first toast, or once signed in (app/toaster-host.tsx). */
const loadToasts = () => import("sonner");

let requested = false;
const listeners = new Set<() => void>();

/** Whether a toast was asked for: the toaster is then mounted to show it. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/**
 * Shows a toast of the kind the domain's reaction names, after its delay (error toasts wait
 * 200 ms, spec 000 section 8, so a redirect or sign-out lands first). `id` keeps one copy of a
 * message that several failing calls would raise together.
 */
export function showToast(kind: ToastKind, message: string, delayMs = 0, id?: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const show = () =>
    void loadToasts().then(
      ({ toast }) => toast[kind](message, id ? { id } : undefined),
      (error: unknown) => console.error("A toast could not be shown:", message, error),
    );
  if (delayMs > 0) setTimeout(show, delayMs);
  else show();
}
