import { sessionTiming } from "../session/timing.js";

/**
 * How permissions (GET /User/GetPermission) are kept fresh (spec 000 section 6): every 60 s, also
 * while the tab is in the background and on reconnect, never on window focus, 3 retries 1 s
 * apart. Option names are TanStack Query's, so the web app can spread the policy into its query.
 */
export const permissionRefetchPolicy = {
  refetchInterval: sessionTiming.permissionRefetchIntervalMs,
  refetchIntervalInBackground: true,
  refetchOnReconnect: true,
  refetchOnWindowFocus: false,
  retry: sessionTiming.permissionRetryCount,
  retryDelay: sessionTiming.permissionRetryDelayMs,
} as const;

export type PermissionRefetchPolicy = {
  readonly [K in keyof typeof permissionRefetchPolicy]: (typeof permissionRefetchPolicy)[K] extends boolean
    ? boolean
    : number;
};

/** What has happened to the permission fetch so far. */
export interface PermissionFetchHistory {
  /** When the latest attempt (first try or retry) started; null before the first. */
  readonly lastAttemptAt: number | null;
  /** Failed attempts in a row in the current round; 0 after a success. */
  readonly failedAttempts: number;
  readonly inFlight: boolean;
}

export const initialPermissionFetchHistory: PermissionFetchHistory = {
  lastAttemptAt: null,
  failedAttempts: 0,
  inFlight: false,
};

export type PermissionRefetchTrigger = "tick" | "reconnect" | "windowFocus";

export type PermissionRefetchReason =
  | "initial"
  | "interval"
  | "retry"
  | "reconnect"
  | "windowFocus"
  | "inFlight"
  | "notDue"
  | "ignoredTrigger"
  | "background";

export interface PermissionRefetchDecision {
  readonly refetch: boolean;
  readonly reason: PermissionRefetchReason;
}

export interface PermissionRefetchInput {
  readonly history: PermissionFetchHistory;
  readonly trigger: PermissionRefetchTrigger;
  readonly now: number;
  /** The tab is hidden. */
  readonly inBackground?: boolean;
  readonly policy?: PermissionRefetchPolicy;
}

const yes = (reason: PermissionRefetchReason): PermissionRefetchDecision => ({ refetch: true, reason });
const no = (reason: PermissionRefetchReason): PermissionRefetchDecision => ({ refetch: false, reason });

/**
 * Whether to fetch permissions now. One fetch at a time. A failed attempt is retried `retry`
 * times, `retryDelay` apart; after that the round is over and the next try waits for the
 * interval (the last permissions stay in force; the failure is only logged, spec 000 section 8).
 */
export function decidePermissionRefetch(input: PermissionRefetchInput): PermissionRefetchDecision {
  const { history, trigger, now } = input;
  const policy = input.policy ?? permissionRefetchPolicy;
  if (history.inFlight) return no("inFlight");
  if (trigger === "windowFocus")
    return policy.refetchOnWindowFocus ? yes("windowFocus") : no("ignoredTrigger");
  if (trigger === "reconnect") return policy.refetchOnReconnect ? yes("reconnect") : no("ignoredTrigger");
  if (history.lastAttemptAt === null) return yes("initial");
  if (input.inBackground && !policy.refetchIntervalInBackground) return no("background");
  const sinceLast = now - history.lastAttemptAt;
  if (history.failedAttempts > 0 && history.failedAttempts <= policy.retry) {
    return sinceLast >= policy.retryDelay ? yes("retry") : no("notDue");
  }
  return sinceLast >= policy.refetchInterval ? yes("interval") : no("notDue");
}

export type PermissionFetchEvent =
  | { readonly type: "started"; readonly now: number; readonly reason: PermissionRefetchReason }
  | { readonly type: "succeeded" }
  | { readonly type: "failed" };

/** The history after a fetch starts, succeeds or fails. A start that is not a retry opens a new round. */
export function recordPermissionFetch(
  history: PermissionFetchHistory,
  event: PermissionFetchEvent,
): PermissionFetchHistory {
  switch (event.type) {
    case "started":
      return {
        lastAttemptAt: event.now,
        failedAttempts: event.reason === "retry" ? history.failedAttempts : 0,
        inFlight: true,
      };
    case "succeeded":
      return { ...history, failedAttempts: 0, inFlight: false };
    case "failed":
      return { ...history, failedAttempts: history.failedAttempts + 1, inFlight: false };
  }
}
