import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session-machine.js";

export type SessionDialog = "idlePrompt" | "sessionExpiring" | null;

/**
 * The one session dialog to show, if any. The machine never has both open: the inactivity
 * prompt closes the 'Session Expiring' dialog and keeps it closed while it shows.
 */
export function sessionDialogOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionDialog {
  if (snapshot.matches({ signedIn: "expiring" })) return "sessionExpiring";
  if (snapshot.matches("signedIn") && snapshot.context.idlePromptOpen) return "idlePrompt";
  return null;
}
