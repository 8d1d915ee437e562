import { isApiError, type ApiError } from "@rightsdesk/api-client";
import { reactToError, type EndpointName, type ErrorReactionInput, type ToastKind } from "@rightsdesk/domain";
import { isUnauthenticated } from "../lib/api-errors";

function reactionInput(error: unknown): ErrorReactionInput {
  if (isApiError(error)) return { errorType: error.type, httpStatus: error.status, message: error.message };
  return { message: error instanceof Error ? error.message : undefined };
}

export type ErrorReaction =
  { kind: "none" } | { kind: "toast"; tone: ToastKind; message: string; delayMs: number };

/**
 * How the app answers an error no screen handled itself: the toast of the domain's reaction
 * table (spec 000 section 8). Prompts and redirects other than sign-in come with their screens.
 */
export function decideErrorReaction(error: unknown): ErrorReaction {
  // A rejected session is answered once, by the session reaction below.
  if (isUnauthenticated(error)) return { kind: "none" };
  const { toast, redirect } = reactToError(reactionInput(error));
  // Errors that move the user (a profile to choose, a password to change) say so where they land.
  if (redirect) return { kind: "none" };
  return toast
    ? { kind: "toast", tone: toast.kind, message: toast.message, delayMs: toast.delayMs }
    : { kind: "none" };
}

/** Calls made without a session, or while leaving one: their failures never end the session. */
const callsOutsideTheSession: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "login",
  "logout",
  "getClientConfig",
  "sendResetPasswordNotification",
  "getUserByResetToken",
  "resetPassword",
]);

export type SessionReaction =
  | { kind: "none" }
  /** The session ends; `message` is shown on the sign-in page. */
  | { kind: "signOut"; reason: "forced" | "tokenRejected"; message: string | null }
  /** PasswordChangeRequested: to /profile, where the change-password prompt waits. */
  | { kind: "changePassword" }
  /** InvalidUserProfile: to /profile/switch-profile, with a warning. */
  | { kind: "redirect"; to: string; message: string | null };

/**
 * What an error means for the session, whichever screen made the call (spec 000 section 8 and the
 * domain's decisions): ForceLogout and SessionMisMatch clear the session with the server's message
 * (or 'Permission denied.'); any other HTTP 401/595 removes the token, which ends the session too;
 * MFARequired keeps it (sign-in asks for the code).
 */
export function decideSessionReaction(
  error: Pick<ApiError, "type" | "status" | "message">,
  endpoint: EndpointName,
): SessionReaction {
  if (callsOutsideTheSession.has(endpoint)) return { kind: "none" };
  // A 401 without an error body (a proxy's, say) arrives as Unknown: the spec's bare-401 row.
  const errorType = error.type === "Unknown" ? undefined : error.type;
  const reaction = reactToError({ errorType, httpStatus: error.status, message: error.message });
  const message = reaction.toast?.message ?? null;
  if (reaction.clearAuth) return { kind: "signOut", reason: "forced", message };
  if (reaction.removeToken) return { kind: "signOut", reason: "tokenRejected", message };
  if (reaction.prompt === "changePassword") return { kind: "changePassword" };
  if (reaction.redirect) return { kind: "redirect", to: reaction.redirect, message };
  return { kind: "none" };
}
