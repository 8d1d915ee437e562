import { useSyncExternalStore } from "react";
import { randomUuid } from "./random-uuid";
import { createSessionStorage, type StoredSession } from "./session-storage";

/** The signed-in session, kept in this browser's localStorage. */
export const session = createSessionStorage(window.localStorage, () => randomUuid());

// Another tab signed in, refreshed or signed out: screens reading the session see it at once.
window.addEventListener("storage", (event) => {
  if (event.storageArea === window.localStorage) session.notifyExternalChange();
});

/** The stored session, re-rendering when it changes (here or in another tab). */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}
