import {
  canReadRoute,
  moduleForPath,
  reactToError,
  type ToastKind,
  type UserPermission,
} from "@rightsdesk/domain";
import { hasAcceptedTerms } from "../lib/has-accepted-terms";
import { hasValidSession, type StoredSession } from "../lib/session-storage";
import { paths } from "../routing/paths";

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

export type AccessDecision =
  { kind: "allow" } | { kind: "redirect"; to: string; warning?: { tone: ToastKind; message: string } };

export interface AccessInput {
  /** The path asked for, without its query. */
  path: string;
  /** The path and query, to come back to once the user has done what the gate asks. */
  requested: string;
  stored: Pick<StoredSession, "passwordChangeRequired" | "userProfiles" | "userProfileId">;
  /** The permission record; undefined when it could not be loaded. */
  permission: UserPermission | undefined;
}

/**
 * What a signed-in user must do before a guarded route opens, in order: change a password an
 * administrator set (the server refuses everything else with code 9 until then); choose a profile
 * when sign-in returned several and none is selected; accept the terms; and hold read access to
 * the route's module (spec 000 section 6: otherwise the dashboard, with a warning).
 */
export function decideRouteAccess({ path, requested, stored, permission }: AccessInput): AccessDecision {
  if (stored.passwordChangeRequired) {
    return path === paths.app.profile.path
      ? { kind: "allow" }
      : { kind: "redirect", to: paths.app.profile.getHref("password") };
  }
  if (stored.userProfileId === null && stored.userProfiles.length > 0) {
    return path === paths.app.switchProfile.path
      ? { kind: "allow" }
      : { kind: "redirect", to: paths.app.switchProfile.getHref(requested) };
  }
  // Without the record the gate cannot tell; the server still refuses what the user may not do.
  if (!permission) return { kind: "allow" };
  if (!hasAcceptedTerms(permission)) {
    return path === paths.app.terms.path
      ? { kind: "allow" }
      : { kind: "redirect", to: paths.app.terms.getHref(requested) };
  }
  // A path no route declares is the not-found page's, not a permission question.
  if (moduleForPath(path) === null || canReadRoute(permission, path)) return { kind: "allow" };
  const { toast, redirect } = reactToError({ context: "routeDenied" });
  return {
    kind: "redirect",
    to: redirect ?? paths.app.dashboard.getHref(),
    ...(toast ? { warning: { tone: toast.kind, message: toast.message } } : {}),
  };
}
