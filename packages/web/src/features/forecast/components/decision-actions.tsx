import type { RenewalSubject } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { useDecideRenewals } from "../api/renewals";
import { AskDialog } from "./ask-dialog";

/** "1 decision", "3 decisions": what a bulk action records. */
function countSubjects(count: number): string {
  return `${count} ${count === 1 ? "decision" : "decisions"}`;
}

/**
 * What can be done with the chosen payments: renew them, stop renewing them (asked first: the use
 * is released at the end of the cycle already paid), or ask someone to decide. Several payments of
 * one cycle, fee, MPU or licence are one decision.
 */
export function DecisionActions({
  paymentCount,
  subjects,
  onDecided,
}: {
  paymentCount: number;
  subjects: RenewalSubject[];
  onDecided: () => void;
}) {
  const decide = useDecideRenewals();
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const record = async (choice: "renew" | "notRenewing") => {
    try {
      await decide.mutateAsync({ subjects, choice });
      toast.success(
        choice === "renew"
          ? `Renewing: ${countSubjects(subjects.length)} recorded.`
          : `Not renewing: ${countSubjects(subjects.length)} recorded; the payments moved to the saving.`,
      );
      setConfirming(false);
      onDecided();
    } catch (error) {
      if (!confirming) toast.error(describeError(error, "The decision could not be recorded."));
    }
  };
  const nothing = subjects.length === 0;
  return (
    <div
      role="toolbar"
      aria-label="Decide on the chosen payments"
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-5 py-2.5 sm:px-6"
    >
      <p className="mr-auto text-sm text-slate-700" aria-live="polite">
        {paymentCount === 0
          ? "Choose payments to decide on them."
          : `${paymentCount} ${paymentCount === 1 ? "payment" : "payments"} chosen (${countSubjects(subjects.length)}).`}
      </p>
      <Button
        variant="secondary"
        disabled={nothing || decide.isPending}
        busy={decide.isPending && decide.variables.choice === "renew"}
        busyLabel="Recording…"
        onClick={() => void record("renew")}
      >
        Renew
      </Button>
      <Button variant="secondary" disabled={nothing || decide.isPending} onClick={() => setConfirming(true)}>
        Not renewing
      </Button>
      <Button variant="secondary" disabled={nothing} onClick={() => setAsking(true)}>
        Ask someone…
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          decide.reset();
          setConfirming(false);
        }}
        onConfirm={() => void record("notRenewing")}
        title={`Stop renewing ${countSubjects(subjects.length).replace("decision", "item")}?`}
        confirmLabel="Not renewing"
        busyLabel="Recording…"
        busy={decide.isPending}
        error={
          decide.error && confirming
            ? describeError(decide.error, "The decision could not be recorded.")
            : null
        }
      >
        Each one is released at the end of the cycle already paid: the spot may not use the performer, right
        or element after that, and its later payments move to the saving. &quot;Renew after all&quot; takes it
        back.
      </ConfirmDialog>
      {asking && (
        <AskDialog
          subjects={subjects}
          onClose={() => setAsking(false)}
          onAsked={() => {
            setAsking(false);
            onDecided();
          }}
        />
      )}
    </div>
  );
}
