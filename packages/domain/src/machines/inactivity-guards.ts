import type { SessionTiming } from "../session/timing.js";

/** 30 minutes (by default) since the last activity: time for the prompt (spec 000 section 4). */
export function isIdleTimeoutReached(
  lastActivityAt: number,
  now: number,
  timing: Pick<SessionTiming, "idleTimeoutMs">,
): boolean {
  return now - lastActivityAt >= timing.idleTimeoutMs;
}

/**
 * What is left of the prompt's countdown, between 0 and the full countdown whatever the clock
 * does (a clock set back never lengthens it past the start).
 */
export function computeCountdownRemaining(
  promptStartedAt: number,
  now: number,
  timing: Pick<SessionTiming, "logoutCountdownMs">,
): number {
  const elapsed = Math.max(0, now - promptStartedAt);
  return Math.max(0, timing.logoutCountdownMs - elapsed);
}

export function isCountdownOver(
  promptStartedAt: number,
  now: number,
  timing: Pick<SessionTiming, "logoutCountdownMs">,
): boolean {
  return computeCountdownRemaining(promptStartedAt, now, timing) === 0;
}

/** Whole seconds to show on the prompt, rounded up so "1" shows until the very end. */
export function countdownSecondsOf(remainingMs: number): number {
  return Math.ceil(Math.max(0, remainingMs) / 1000);
}
