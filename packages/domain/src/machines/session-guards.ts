import { isSessionValid } from "../session/session-expiry.js";
import type { SessionTiming } from "../session/timing.js";

/** The parts of the session context the guards read. */
export interface SessionGuardContext {
  readonly timing: SessionTiming;
  readonly now: number | null;
  readonly token: string | null;
  readonly tokenExpiryDate: string | null;
  readonly autoRefreshedExpiry: string | null;
  readonly autoRefreshedAt: number | null;
  readonly idlePromptOpen: boolean;
}

/** Milliseconds until the access token expires; null without a readable expiry. */
export function msUntilExpiry(tokenExpiryDate: string | null, now: number): number | null {
  if (!tokenExpiryDate) return null;
  const expiry = Date.parse(tokenExpiryDate);
  return Number.isNaN(expiry) ? null : expiry - now;
}

/** A token is live while it exists and its stored expiry is in the future (spec 000 sections 2, 4). */
export function hasLiveToken(token: string | null, tokenExpiryDate: string | null, now: number): boolean {
  return Boolean(token) && isSessionValid(tokenExpiryDate, new Date(now));
}

export function isSessionContextExpired(context: SessionGuardContext): boolean {
  return context.now === null || !hasLiveToken(context.token, context.tokenExpiryDate, context.now);
}

/** 2 minutes or less remain (spec 000 section 4). */
export function isWithinRefreshWindow(
  tokenExpiryDate: string | null,
  now: number,
  timing: Pick<SessionTiming, "refreshWindowMs">,
): boolean {
  const left = msUntilExpiry(tokenExpiryDate, now);
  return left !== null && left <= timing.refreshWindowMs;
}

/**
 * Refresh automatically inside the refresh window, at most once per expiry value (a refresh that
 * could not move the expiry is not retried; the 'Session Expiring' dialog takes over) and at most
 * once per TICK (a server handing out ever-shorter tokens cannot make it loop).
 */
export function shouldAutoRefresh(context: SessionGuardContext): boolean {
  if (context.now === null || isSessionContextExpired(context)) return false;
  return (
    isWithinRefreshWindow(context.tokenExpiryDate, context.now, context.timing) &&
    context.autoRefreshedExpiry !== context.tokenExpiryDate &&
    context.autoRefreshedAt !== context.now
  );
}

/**
 * The 'Session Expiring' dialog shows 1 minute before expiry (spec 000 section 4), unless the
 * inactivity prompt is open: one dialog at a time, and the inactivity prompt wins because it
 * ends sooner and its "Stay" refreshes the token too.
 */
export function shouldShowExpiringDialog(context: SessionGuardContext): boolean {
  if (context.now === null || context.idlePromptOpen || isSessionContextExpired(context)) return false;
  const left = msUntilExpiry(context.tokenExpiryDate, context.now);
  return left !== null && left <= context.timing.expiringDialogLeadMs;
}

/** Exactly one profile came back with sign-in: it is selected automatically (spec 000 section 4). */
export function hasSingleProfile(profiles: readonly { readonly id: number }[]): boolean {
  return profiles.length === 1;
}

export function isKnownProfile(profiles: readonly { readonly id: number }[], profileId: number): boolean {
  return profiles.some((profile) => profile.id === profileId);
}
