import { assign, fromPromise, sendTo, setup } from "xstate";
import type { TokenPair } from "../auth/schemas.js";
import { resolveSessionTiming, type SessionTiming } from "../session/timing.js";
import { inactivityMachine, type InactivityEvent } from "./inactivity-machine.js";
import {
  hasLiveToken,
  hasSingleProfile,
  isKnownProfile,
  isSessionContextExpired,
  shouldAutoRefresh,
  shouldShowExpiringDialog,
} from "./session-guards.js";

export interface SessionProfile {
  readonly id: number;
}

/** What browser storage holds between page loads (spec 000 section 3). */
export interface StoredSession extends TokenPair {
  readonly userProfiles: readonly SessionProfile[];
  readonly selectedProfileId: number | null;
}

export interface SessionInput {
  readonly now: number;
  readonly timing?: Partial<SessionTiming>;
  /** The stored session, if any: restored when its token is still live. */
  readonly stored?: StoredSession | null;
}

/** Why the last session ended; null while none has. */
export type SessionEndReason =
  "signedOut" | "forced" | "tokenRejected" | "expired" | "refreshFailed" | "declined" | "inactive";

export interface SessionContext {
  readonly timing: SessionTiming;
  /** The latest time an event carried. */
  readonly now: number | null;
  readonly token: string | null;
  readonly refreshToken: string | null;
  readonly tokenExpiryDate: string | null;
  readonly refreshTokenExpiryDate: string | null;
  readonly userProfiles: readonly SessionProfile[];
  readonly selectedProfileId: number | null;
  readonly autoRefreshedExpiry: string | null;
  readonly autoRefreshedAt: number | null;
  readonly idlePromptOpen: boolean;
  readonly endReason: SessionEndReason | null;
}

export type SessionEvent =
  | {
      readonly type: "SIGNED_IN";
      readonly now: number;
      readonly auth: TokenPair & { readonly userProfiles: readonly SessionProfile[] };
    }
  | { readonly type: "SELECT_PROFILE"; readonly profileId: number }
  | InactivityEvent
  | { readonly type: "CONTINUE"; readonly now: number }
  | { readonly type: "DECLINE" }
  | { readonly type: "SIGN_OUT"; readonly reason?: "signedOut" | "forced" | "tokenRejected" };

const signedOutContext = {
  token: null,
  refreshToken: null,
  tokenExpiryDate: null,
  refreshTokenExpiryDate: null,
  userProfiles: [],
  selectedProfileId: null,
  autoRefreshedExpiry: null,
  autoRefreshedAt: null,
  idlePromptOpen: false,
} as const;

const end = (reason: SessionEndReason) => ({ type: "endSession", params: { reason } }) as const;

/**
 * The signed-in session (spec 000 sections 2-4). Sign-in stores the tokens (the login form made
 * the call); one profile is selected automatically. On each TICK the session checks its expiry:
 * past it, the session ends; within the refresh window the `refreshSession` actor (provide it)
 * refreshes the token, and a failed refresh ends the session; 1 minute before expiry the
 * 'Session Expiring' dialog opens: CONTINUE refreshes, DECLINE signs out at once. The inactivity
 * machine runs as a child while signed in; its prompt closes the expiring dialog (one dialog at a
 * time) and its end signs out. Leaving the signed-in state clears tokens, expiry and profile.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    inactivity: inactivityMachine,
    refreshSession: fromPromise<TokenPair, { readonly refreshToken: string }>(async () => {
      throw new Error("refreshSession is not provided: supply it with sessionMachine.provide().");
    }),
  },
  guards: {
    hasLiveStoredToken: ({ context }) =>
      context.now !== null && hasLiveToken(context.token, context.tokenExpiryDate, context.now),
    isSignInLive: ({ event }) =>
      event.type === "SIGNED_IN" && hasLiveToken(event.auth.token, event.auth.tokenExpiryDate, event.now),
    isExpired: ({ context }) => isSessionContextExpired(context),
    shouldAutoRefresh: ({ context }) => shouldAutoRefresh(context),
    shouldShowExpiringDialog: ({ context }) => shouldShowExpiringDialog(context),
    isIdlePromptOpen: ({ context }) => context.idlePromptOpen,
    isKnownProfile: ({ context, event }) =>
      event.type === "SELECT_PROFILE" && isKnownProfile(context.userProfiles, event.profileId),
  },
  actions: {
    clearSession: assign(signedOutContext),
    endSession: assign((_, params: { readonly reason: SessionEndReason }) => ({ endReason: params.reason })),
    recordNow: assign({ now: ({ context, event }) => ("now" in event ? event.now : context.now) }),
    storeSignIn: assign(({ event }) => {
      if (event.type !== "SIGNED_IN") return {};
      const { userProfiles, ...tokens } = event.auth;
      const single = hasSingleProfile(userProfiles) ? (userProfiles[0]?.id ?? null) : null;
      return { ...tokens, userProfiles, selectedProfileId: single, now: event.now, endReason: null };
    }),
    selectProfile: assign({
      selectedProfileId: ({ context, event }) =>
        event.type === "SELECT_PROFILE" ? event.profileId : context.selectedProfileId,
    }),
    markAutoRefresh: assign(({ context }) => ({
      autoRefreshedExpiry: context.tokenExpiryDate,
      autoRefreshedAt: context.now,
    })),
    forwardToInactivity: sendTo("inactivity", ({ event }) => event as InactivityEvent),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    ...signedOutContext,
    ...input.stored,
    timing: resolveSessionTiming(input.timing),
    now: input.now,
    endReason: null,
  }),
  initial: "restoring",
  states: {
    restoring: {
      always: [
        { guard: "hasLiveStoredToken", target: "signedIn" },
        {
          target: "signedOut",
          actions: assign({ endReason: ({ context }) => (context.token ? "expired" : null) }),
        },
      ],
    },
    signedOut: {
      entry: "clearSession",
      on: {
        SIGNED_IN: { guard: "isSignInLive", target: "signedIn", actions: "storeSignIn" },
        TICK: { actions: "recordNow" },
      },
    },
    signedIn: {
      invoke: {
        id: "inactivity",
        src: "inactivity",
        input: ({ context }) => ({ now: context.now ?? 0, timing: context.timing }),
        onSnapshot: {
          actions: assign({ idlePromptOpen: ({ event }) => event.snapshot.value === "prompting" }),
        },
        onDone: { target: "signedOut", actions: end("inactive") },
      },
      on: {
        TICK: { actions: ["recordNow", "forwardToInactivity"] },
        ACTIVITY: { actions: ["recordNow", "forwardToInactivity"] },
        SELECT_PROFILE: { guard: "isKnownProfile", actions: "selectProfile" },
        SIGN_OUT: {
          target: "signedOut",
          actions: assign({ endReason: ({ event }) => event.reason ?? "signedOut" }),
        },
      },
      initial: "active",
      states: {
        active: {
          always: [
            { guard: "isExpired", target: "#session.signedOut", actions: end("expired") },
            { guard: "shouldAutoRefresh", target: "refreshing", actions: "markAutoRefresh" },
            { guard: "shouldShowExpiringDialog", target: "expiring" },
          ],
          on: {
            STAY: {
              guard: "isIdlePromptOpen",
              target: "refreshing",
              actions: ["recordNow", "forwardToInactivity"],
            },
          },
        },
        refreshing: {
          invoke: {
            id: "refreshSession",
            src: "refreshSession",
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? "" }),
            onDone: { target: "active", actions: assign(({ event }) => ({ ...event.output })) },
            onError: { target: "#session.signedOut", actions: end("refreshFailed") },
          },
          on: { STAY: { actions: ["recordNow", "forwardToInactivity"] } },
        },
        expiring: {
          always: [
            { guard: "isExpired", target: "#session.signedOut", actions: end("expired") },
            { guard: "isIdlePromptOpen", target: "active" },
          ],
          on: {
            CONTINUE: { target: "refreshing", actions: "recordNow" },
            DECLINE: { target: "#session.signedOut", actions: end("declined") },
          },
        },
      },
    },
  },
});
