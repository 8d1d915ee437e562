/**
 * Client timing constants (spec 000 section 9). Values are milliseconds unless the name says
 * otherwise. Machines take a `timing` override (a partial of this object) so tests can shorten
 * them without editing the constants.
 */
export const sessionTiming = {
  /** Idle time before the inactivity prompt appears. */
  idleTimeoutMs: 30 * 60 * 1000,
  /** Countdown shown by the inactivity prompt; at zero the user is signed out. */
  logoutCountdownMs: 20 * 1000,
  /** How often the shell should tick while the countdown shows (a decision: whole seconds). */
  countdownTickMs: 1000,
  /** The token is refreshed when this much time or less remains before expiry. */
  refreshWindowMs: 2 * 60 * 1000,
  /** How often the shell sends a TICK to check the refresh window. */
  refreshCheckIntervalMs: 20 * 1000,
  /** The 'Session Expiring' dialog appears this long before expiry. */
  expiringDialogLeadMs: 60 * 1000,
  /** Permissions are refetched this often. */
  permissionRefetchIntervalMs: 60 * 1000,
  /** Retries after a failed permission fetch. */
  permissionRetryCount: 3,
  /** Delay between permission fetch retries. */
  permissionRetryDelayMs: 1000,
  /** Delay before an error toast shows. */
  errorToastDelayMs: 200,
} as const;

export type SessionTiming = { readonly [K in keyof typeof sessionTiming]: number };

/** The constants with an override applied; the override never leaks undefined values in. */
export function resolveSessionTiming(override?: Partial<SessionTiming>): SessionTiming {
  const resolved: Record<string, number> = { ...sessionTiming };
  for (const [key, value] of Object.entries(override ?? {})) {
    if (key in sessionTiming && typeof value === "number" && Number.isFinite(value) && value >= 0)
      resolved[key] = value;
  }
  return resolved as SessionTiming;
}
