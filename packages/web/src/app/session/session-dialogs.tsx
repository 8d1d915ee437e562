import { sessionDialogOf, sessionExpiringDialog } from "@rightsdesk/domain";
import { useEffect } from "react";
import { useSessionService, useSessionState } from "../../lib/session-context";
import { idleCountdownSeconds } from "../../lib/session-clock";
import { Button } from "../../ui/button";
import { LazyModal as Modal, preloadModal } from "../lazy-modal";

/** Neither session dialog closes by Escape or a click outside: only its own buttons answer it. */
const ignoreDismiss = () => undefined;

/** Announced to screen readers only at these marks, not every second. */
const announcedSeconds = new Set([10, 5]);

function IdlePrompt({
  open,
  seconds,
  onStay,
  onSignOut,
}: {
  open: boolean;
  seconds: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={ignoreDismiss}
      title="Are you still there?"
      description="You have been inactive for a while. To keep contracts and personal data safe, you will be signed out automatically."
      footer={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out now
          </Button>
          <Button onClick={onStay} autoFocus>
            Stay signed in
          </Button>
        </>
      }
    >
      <div className="flex items-center gap-4 rounded-lg bg-amber-50 px-4 py-3 ring-1 ring-amber-200 ring-inset">
        <span
          role="timer"
          aria-label={`${seconds} seconds left`}
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-2xl font-semibold text-amber-700 tabular-nums shadow-xs ring-1 ring-amber-200"
        >
          {seconds}
        </span>
        <p className="text-sm text-amber-900">
          Signing out in <strong className="tabular-nums">{seconds}</strong>{" "}
          {seconds === 1 ? "second" : "seconds"}.
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcedSeconds.has(seconds) ? `${seconds} seconds left before you are signed out.` : ""}
      </p>
    </Modal>
  );
}

function SessionExpiringDialog({
  open,
  onYes,
  onNo,
}: {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={ignoreDismiss}
      title={sessionExpiringDialog.title}
      description={
        <>
          <p>{sessionExpiringDialog.message}</p>
          <p className="mt-2">{sessionExpiringDialog.hint}</p>
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            {sessionExpiringDialog.declineLabel}
          </Button>
          <Button onClick={onYes} autoFocus>
            {sessionExpiringDialog.continueLabel}
          </Button>
        </>
      }
    />
  );
}

/**
 * The session's two dialogs, of which the domain lets one show at a time (`sessionDialogOf`):
 * the idle prompt with its countdown, and 'Session Expiring'.
 */
export function SessionDialogs() {
  const service = useSessionService();
  const dialog = useSessionState(sessionDialogOf);
  const seconds = useSessionState(idleCountdownSeconds);
  const signedIn = useSessionState((snapshot) => snapshot.matches("signedIn"));
  const { actor } = service;
  // Signed in, either dialog may open with the network gone: its code is fetched beforehand.
  useEffect(() => {
    if (signedIn) preloadModal();
  }, [signedIn]);
  return (
    <>
      <IdlePrompt
        open={dialog === "idlePrompt"}
        seconds={seconds}
        onStay={() => actor.send({ type: "STAY", now: Date.now() })}
        onSignOut={() => service.signOut("signedOut")}
      />
      <SessionExpiringDialog
        open={dialog === "sessionExpiring"}
        onYes={() => actor.send({ type: "CONTINUE", now: Date.now() })}
        onNo={() => actor.send({ type: "DECLINE" })}
      />
    </>
  );
}
