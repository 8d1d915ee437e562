import { showToast } from "../lib/show-toast";
import { decideErrorReaction } from "./error-reactions";

/** Shows an error nobody on the screen handled, as a toast. */
export function reportError(error: unknown): void {
  const reaction = decideErrorReaction(error);
  if (reaction.kind === "none") return;
  showToast(reaction.tone, reaction.message, reaction.delayMs, `error:${reaction.message}`);
}
