import { toast } from "sonner";
import { decideErrorReaction } from "./error-reactions";

/** Shows an error nobody on the screen handled, as a toast. */
export function reportError(error: unknown): void {
  const reaction = decideErrorReaction(error);
  if (reaction.kind === "none") return;
  if (reaction.delayMs > 0) setTimeout(() => toast.error(reaction.message), reaction.delayMs);
  else toast.error(reaction.message);
}
