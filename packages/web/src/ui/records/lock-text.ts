import { RECORD_LOCK_MINUTES } from "@rightsdesk/domain";

/** How often the page talks to the lock, derived from how long a lock lasts. */
export const lockTiming = {
  /** Extending at half the lock's life leaves room for one failed try before it lapses. */
  extendEveryMs: (RECORD_LOCK_MINUTES * 60_000) / 2,
  /** While someone else edits, ask often enough that the page opens soon after they finish. */
  pollWhileLockedMs: 15_000,
  /** While nobody edits, ask now and then so a new editor shows up without a reload. */
  pollWhileFreeMs: 60_000,
  /** Checks whether a known lock has run out (the machine decides). */
  tickMs: 5_000,
};

const timeOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/**
 * The banner shown while someone else holds the lock: "Jane Doe is editing this company until
 * 10:42 AM." (the viewer's local time). Without a name or an end, it says what it knows.
 */
export function describeLockHolder(
  lock: { holderName: string | null; expiresAt: string | null },
  recordLabel: string,
  timeZone?: string,
): string {
  const who = lock.holderName?.trim() || "Someone else";
  const end = lock.expiresAt ? new Date(lock.expiresAt) : null;
  if (!end || Number.isNaN(end.getTime())) return `${who} is editing this ${recordLabel}.`;
  const until = new Intl.DateTimeFormat("en-US", { ...timeOptions, timeZone }).format(end);
  return `${who} is editing this ${recordLabel} until ${until}.`;
}
