import { useSyncExternalStore } from "react";

/** Counts requests in flight, so one indicator can show while any of them runs (spec 000 section 4). */
let activeRequests = 0;
const listeners = new Set<() => void>();

export function trackActivity(delta: 1 | -1): void {
  activeRequests = Math.max(0, activeRequests + delta);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasActiveRequests(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => activeRequests > 0,
    () => false,
  );
}
