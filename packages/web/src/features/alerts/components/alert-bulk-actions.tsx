import type { Alert, AlertAction } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert as ErrorAlert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { useMarkAlerts } from "../api/mark-alerts";
import { countAlerts, ReleaseAlertsDialog } from "./release-alerts-dialog";

/** "“Night Ride 30s”, “Harvest Crunch”": the alerts a report names. */
function listTitles(alerts: readonly Alert[]): string {
  return alerts.map((alert) => `“${alert.title}”`).join(", ");
}

interface Refusal {
  title: string;
  reason: string;
  marked: Alert[];
}

/**
 * What can be done with the chosen alerts at once: renew, not renew (asked first, with one note
 * for all) or done. The marks go one after another; at the first refusal the run stops and says
 * which were marked, and the rest stay chosen so the user can try again.
 */
export function AlertBulkActions({
  chosen,
  onMarked,
}: {
  chosen: readonly Alert[];
  /** The alerts now marked, to take out of the selection. */
  onMarked: (marked: readonly Alert[]) => void;
}) {
  const marks = useMarkAlerts();
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A reminder is only ever done (as on its row).
  const hasReminder = chosen.some((alert) => alert.kind === "REMINDER");
  const nothing = chosen.length === 0 || marks.isPending;

  const markChosen = async (action: AlertAction, note: string | null) => {
    setConfirmingRelease(false);
    setRefusal(null);
    const result = await marks.run(chosen, action, note);
    onMarked(result.marked);
    if (result.refused) {
      setRefusal({
        title: result.refused.item.title,
        reason: describeError(result.refused.error, "The server refused the mark."),
        marked: result.marked,
      });
    } else {
      toast.success(`${countAlerts(result.marked.length)} marked`);
    }
  };

  return (
    <div className="border-b border-slate-200 bg-slate-50 px-5 py-2.5 sm:px-6">
      <div role="group" aria-label="Mark the chosen alerts" className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-slate-700" aria-live="polite">
          {marks.progress
            ? `Marking ${marks.progress.current} of ${marks.progress.total}…`
            : chosen.length === 0
              ? "Choose alerts to mark them together."
              : `${countAlerts(chosen.length)} chosen.${hasReminder ? " Reminders can only be marked done." : ""}`}
        </p>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={nothing || hasReminder}
          onClick={() => void markChosen("RENEW", null)}
        >
          Mark to renew
        </Button>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={nothing || hasReminder}
          onClick={() => setConfirmingRelease(true)}
        >
          Not renewing (release)…
        </Button>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={nothing}
          onClick={() => void markChosen("DONE", null)}
        >
          Mark done
        </Button>
      </div>
      {refusal && (
        <ErrorAlert title={`Stopped at “${refusal.title}”`} className="mt-2.5">
          {refusal.reason}{" "}
          {refusal.marked.length === 0
            ? "No alert was marked."
            : `Marked before it: ${listTitles(refusal.marked)}.`}{" "}
          The ones not marked are still chosen.
        </ErrorAlert>
      )}
      {confirmingRelease && (
        <ReleaseAlertsDialog
          count={chosen.length}
          onConfirm={(note) => void markChosen("RELEASE", note)}
          onClose={() => setConfirmingRelease(false)}
        />
      )}
    </div>
  );
}
