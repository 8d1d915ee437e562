import type { ToastKind } from "@rightsdesk/domain";
import { toast } from "sonner";

/**
 * Shows a toast of the kind the domain's reaction names, after its delay (error toasts wait
 * 200 ms, spec 000 section 8, so a redirect or sign-out lands first). `id` keeps one copy of a
 * message that several failing calls would raise together.
 */
export function showToast(kind: ToastKind, message: string, delayMs = 0, id?: string): void {
  const show = () => toast[kind](message, id ? { id } : undefined);
  if (delayMs > 0) setTimeout(show, delayMs);
  else show();
}
