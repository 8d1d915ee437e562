import { useSyncExternalStore } from "react";
import { randomUuid } from "./random-uuid";
import { createSessionStorage, type StoredSession, type StoredSessionSchemas } from "./session-storage";

let storedSessionSchemas: StoredSessionSchemas | null = null;

/** The signed-in session, kept in this browser's localStorage. */
export const session = createSessionStorage(
  window.localStorage,
  () => randomUuid(),
  () => storedSessionSchemas,
);

/** The stored session's schemas have loaded (with the API contract): what is stored reads in full. */
export function provideStoredSessionSchemas(schemas: StoredSessionSchemas): void {
  if (storedSessionSchemas) return;
  storedSessionSchemas = schemas;
  session.notifyExternalChange();
}

/** Whether this browser holds a session, read without its schemas (only the token counts). */
export function hasStoredSession(): boolean {
  return Boolean(session.read().token);
}

// Another tab signed in, refreshed or signed out: screens reading the session see it at once.
window.addEventListener("storage", (event) => {
  if (event.storageArea === window.localStorage) session.notifyExternalChange();
});

/** The stored session, re-rendering when it changes (here or in another tab). */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}
