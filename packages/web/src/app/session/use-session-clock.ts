import { useEffect } from "react";
import { nextTickDelay } from "../../lib/session-clock";
import type { SessionService, SessionSnapshot } from "../../lib/session-service";

/** What, when it changes, moves the next useful tick: the state, the expiry, the idle prompt. */
function scheduleKey(snapshot: SessionSnapshot): string {
  const { tokenExpiryDate, idlePromptOpen } = snapshot.context;
  return `${JSON.stringify(snapshot.value)}|${tokenExpiryDate}|${idlePromptOpen}`;
}

/**
 * Sends the session machine the time: a TICK when `nextTickDelay` says one is useful, and at
 * once when the tab comes back into view (browsers slow timers in hidden tabs).
 */
export function useSessionClock({ actor }: SessionService): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => actor.send({ type: "TICK", now: Date.now() });
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          tick();
          schedule();
        },
        nextTickDelay(actor.getSnapshot(), Date.now()),
      );
    };
    let key = scheduleKey(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const next = scheduleKey(snapshot);
      if (next === key) return;
      key = next;
      schedule();
    });
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      tick();
      schedule();
    };
    document.addEventListener("visibilitychange", onVisible);
    schedule();
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [actor]);
}
