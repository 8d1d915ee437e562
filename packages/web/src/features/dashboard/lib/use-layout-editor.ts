import type { DashboardLayoutItem } from "@rightsdesk/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { useSaveDashboardLayout } from "../api/dashboard-layout";

/** How long the layout rests before it is saved, so a burst of moves is one save. */
export const SAVE_DELAY_MS = 500;

/**
 * The layout being edited on top of the saved one: each change shows at once and is saved after
 * a short rest. A refused save says so and puts back the last saved layout.
 */
export function useLayoutEditor(saved: readonly DashboardLayoutItem[]) {
  const save = useSaveDashboardLayout();
  const [draft, setDraft] = useState<readonly DashboardLayoutItem[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<readonly DashboardLayoutItem[] | null>(null);
  const mutate = save.mutate;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const layout = pending.current;
    pending.current = null;
    if (!layout) return;
    mutate(
      { widgets: [...layout] },
      {
        onSuccess: () => setDraft((current) => (current === layout ? null : current)),
        onError: (error) => {
          toast.error(describeError(error, "The dashboard layout could not be saved."));
          setDraft(null);
        },
      },
    );
  }, [mutate]);

  const change = useCallback(
    (next: readonly DashboardLayoutItem[]) => {
      setDraft(next);
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page saves what is waiting rather than dropping it.
  useEffect(() => flush, [flush]);

  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setDraft(null);
  }, []);

  return { layout: draft ?? saved, change, discard, saving: save.isPending || draft !== null };
}
