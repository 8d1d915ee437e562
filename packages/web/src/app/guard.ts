import { hasValidSession, type StoredSession } from "../lib/session-storage";
import { paths } from "./paths";

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string };

/**
 * The guard of spec 000 section 2: a route past sign-in opens only while an access token is
 * stored and its stored expiry is in the future; otherwise the user signs in and comes back.
 */
export function decideGuard(
  stored: Pick<StoredSession, "token" | "tokenExpiryDate">,
  now: Date,
  requestedPath: string,
): GuardDecision {
  if (hasValidSession(stored, now)) return { kind: "allow" };
  return { kind: "redirect", to: paths.auth.login.getHref(requestedPath) };
}
