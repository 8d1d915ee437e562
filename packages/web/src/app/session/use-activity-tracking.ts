import { useEffect } from "react";
import { session } from "../../lib/session";
import type { SessionService } from "../../lib/session-service";
import { sessionKeys } from "../../lib/session-storage";

/** What counts as the user doing something. */
const activityEvents = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;
/** The machine needs to hear about activity at most this often... */
const reportEveryMs = 1000;
/** ...and the other tabs less often still (each report is a storage write). */
const shareEveryMs = 5000;

/**
 * Tells the session machine when the user is active, here or in another tab of this browser, so
 * working in one tab never lets the idle prompt sign out the others.
 */
export function useActivityTracking({ actor }: SessionService): void {
  useEffect(() => {
    let reportedAt = 0;
    let sharedAt = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - reportedAt < reportEveryMs) return;
      reportedAt = now;
      actor.send({ type: "ACTIVITY", now });
      if (now - sharedAt >= shareEveryMs && actor.getSnapshot().matches("signedIn")) {
        sharedAt = now;
        session.recordActivity(now);
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionKeys.lastActivityAt && event.newValue) {
        actor.send({ type: "ACTIVITY", now: Date.now() });
      }
    };
    const options = { passive: true, capture: true } as const;
    for (const type of activityEvents) window.addEventListener(type, onActivity, options);
    window.addEventListener("storage", onStorage);
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, onActivity, options);
      window.removeEventListener("storage", onStorage);
    };
  }, [actor]);
}
