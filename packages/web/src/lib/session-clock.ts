import {
  countdownSecondsOf,
  msUntilExpiry,
  sessionDialogOf,
  type InactivityContext,
} from "@rightsdesk/domain";
import type { SessionSnapshot } from "./session-service";

/** The shortest wait between two ticks, so a due time just passed cannot spin the clock. */
const minimumDelayMs = 250;

/** The inactivity machine's context, while the session runs it. */
export function inactivityOf(snapshot: SessionSnapshot): InactivityContext | null {
  const child = snapshot.children.inactivity?.getSnapshot();
  return child && "context" in child ? (child.context as InactivityContext) : null;
}

/** Whole seconds left on the idle prompt's countdown (the domain rounds up). */
export function idleCountdownSeconds(snapshot: SessionSnapshot): number {
  const inactivity = inactivityOf(snapshot);
  return countdownSecondsOf(inactivity ? inactivity.countdownRemainingMs : 0);
}

/**
 * When the shell should next send the session machine a TICK. The machine decides everything;
 * this only makes sure it is asked often enough: every `refreshCheckIntervalMs` (20 s, spec 000
 * section 4), every `countdownTickMs` while a dialog counts down, and at the moments something
 * may become due (the expiring dialog's lead, the expiry, the idle timeout), so a dialog opens on
 * time rather than up to 20 s late.
 */
export function nextTickDelay(snapshot: SessionSnapshot, now: number): number {
  const { timing, tokenExpiryDate } = snapshot.context;
  if (!snapshot.matches("signedIn")) return timing.refreshCheckIntervalMs;
  let delay = sessionDialogOf(snapshot) ? timing.countdownTickMs : timing.refreshCheckIntervalMs;
  const dueTimes: number[] = [];
  const untilExpiry = msUntilExpiry(tokenExpiryDate, now);
  if (untilExpiry !== null) dueTimes.push(untilExpiry - timing.expiringDialogLeadMs, untilExpiry);
  const inactivity = inactivityOf(snapshot);
  if (inactivity) dueTimes.push(inactivity.lastActivityAt + timing.idleTimeoutMs - now);
  for (const due of dueTimes) if (due > 0) delay = Math.min(delay, due);
  return Math.max(minimumDelayMs, delay);
}
