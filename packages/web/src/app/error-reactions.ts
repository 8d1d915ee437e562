import { isApiError, type ApiError } from "@rightsdesk/api-client";
import { reactToError, type ErrorReactionInput } from "@rightsdesk/domain";
import { isUnauthenticated } from "../lib/api-errors";

function reactionInput(error: unknown): ErrorReactionInput {
  if (isApiError(error)) return { errorType: error.type, httpStatus: error.status, message: error.message };
  return { message: error instanceof Error ? error.message : undefined };
}

export type ErrorReaction = { kind: "none" } | { kind: "toast"; message: string; delayMs: number };

/**
 * How the app answers an error no screen handled itself: the toast of the domain's reaction
 * table (spec 000 section 8). Prompts and redirects other than sign-in come with their screens.
 */
export function decideErrorReaction(error: unknown): ErrorReaction {
  // A rejected session is answered once, by endRejectedSession.
  if (isUnauthenticated(error)) return { kind: "none" };
  const { toast } = reactToError(reactionInput(error));
  return toast ? { kind: "toast", message: toast.message, delayMs: toast.delayMs } : { kind: "none" };
}

export interface SessionEnd {
  /** What goes: the whole session, only the access token, or nothing (MFA keeps the user here). */
  clear: "session" | "token" | null;
  /** What to tell the user, if anything. */
  message: string | null;
}

/** What an HTTP 401/595 takes away, and what the user is told (spec 000 section 8). */
export function decideSessionEnd(error: Pick<ApiError, "type" | "status" | "message">): SessionEnd {
  // A 401 without an error body (a proxy's, say) arrives as Unknown: the spec's bare-401 row.
  const errorType = error.type === "Unknown" ? undefined : error.type;
  const reaction = reactToError({ errorType, httpStatus: error.status, message: error.message });
  const clear = reaction.clearAuth ? "session" : reaction.removeToken ? "token" : null;
  return { clear, message: reaction.toast?.message ?? null };
}
