import { lazy, Suspense } from "react";
import { useSessionState } from "../lib/session-context";
import { useToastRequested } from "../lib/show-toast";

const Toaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

/**
 * Where toasts show. Its code (sonner) loads once someone is signed in, or when a toast is first
 * asked for, so the sign-in page does not carry it; toasts raised before it mounts show then.
 */
export function ToasterHost() {
  const signedIn = useSessionState((snapshot) => snapshot.matches("signedIn"));
  const requested = useToastRequested();
  if (!signedIn && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
