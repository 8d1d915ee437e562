import { useSyncExternalStore } from "react";

/** The window width from which a table shows its low-priority columns too (Tailwind's 2xl). */
export const ROOMY_TABLE_WIDTH = 1536;

const query = `(min-width: ${ROOMY_TABLE_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Without a media query (tests, server rendering) every column has room. */
const isRoomy = () => typeof window === "undefined" || !window.matchMedia || window.matchMedia(query).matches;

/** Whether the window is wide enough for every column a table shows by default. */
export function useRoomyScreen(): boolean {
  return useSyncExternalStore(subscribe, isRoomy, () => true);
}
