/**
 * What a navigation may carry in its history state, for the guards that watch navigations:
 * the discard-changes blocker lets a session's end through, and back navigation only starts from
 * a link that offers it (a list row opening a record, the profile opened from the menu).
 */
export interface NavigationState {
  sessionEnded?: true;
  offerBack?: true;
  viaBack?: true;
  /** A message for the page navigated to ("Your password was changed."). */
  notice?: string;
}

export const sessionEndedState: NavigationState = { sessionEnded: true };
export const offerBackState: NavigationState = { offerBack: true };
export const viaBackState: NavigationState = { viaBack: true };

/** Reads a navigation's state without trusting its shape (history state outlives app versions). */
export function readNavigationState(state: unknown): NavigationState {
  if (typeof state !== "object" || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    ...(record.sessionEnded === true ? { sessionEnded: true as const } : {}),
    ...(record.offerBack === true ? { offerBack: true as const } : {}),
    ...(record.viaBack === true ? { viaBack: true as const } : {}),
    ...(typeof record.notice === "string" ? { notice: record.notice } : {}),
  };
}
