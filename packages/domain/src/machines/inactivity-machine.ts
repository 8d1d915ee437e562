import { assign, setup } from "xstate";
import { resolveSessionTiming, type SessionTiming } from "../session/timing.js";
import { computeCountdownRemaining, isCountdownOver, isIdleTimeoutReached } from "./inactivity-guards.js";

export interface InactivityInput {
  /** When watching starts: counts as the last activity. */
  readonly now: number;
  readonly timing?: Partial<SessionTiming>;
}

export interface InactivityContext {
  readonly timing: SessionTiming;
  readonly lastActivityAt: number;
  readonly promptStartedAt: number | null;
  /** Milliseconds left on the prompt's countdown; the full countdown while no prompt shows. */
  readonly countdownRemainingMs: number;
}

export type InactivityEvent =
  | { readonly type: "ACTIVITY"; readonly now: number }
  | { readonly type: "TICK"; readonly now: number }
  | { readonly type: "STAY"; readonly now: number };

/**
 * Inactivity (spec 000 section 4): after the idle timeout a prompt shows a countdown; at zero
 * the machine ends ("timedOut", output reason "inactive") and the session signs out. Activity
 * resets the idle clock while no prompt shows; once the prompt shows only "Stay" dismisses it,
 * so a stray mouse move over the dialog does not silently keep the session. The countdown starts
 * when the prompt shows (the TICK that finds the user idle), so the user always gets all of it.
 * The shell sends TICK every `countdownTickMs` while prompting, every `refreshCheckIntervalMs`
 * otherwise; time only moves with the `now` events carry.
 */
export const inactivityMachine = setup({
  types: {
    input: {} as InactivityInput,
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
    output: {} as { readonly reason: "inactive" },
  },
  guards: {
    idleTimeoutReached: ({ context, event }) =>
      isIdleTimeoutReached(context.lastActivityAt, event.now, context.timing),
    countdownOver: ({ context, event }) =>
      context.promptStartedAt !== null && isCountdownOver(context.promptStartedAt, event.now, context.timing),
  },
  actions: {
    recordActivity: assign(({ context, event }) => ({
      lastActivityAt: event.now,
      promptStartedAt: null,
      countdownRemainingMs: context.timing.logoutCountdownMs,
    })),
    startPrompt: assign(({ context, event }) => ({
      promptStartedAt: event.now,
      countdownRemainingMs: context.timing.logoutCountdownMs,
    })),
    updateCountdown: assign(({ context, event }) => ({
      countdownRemainingMs: computeCountdownRemaining(
        context.promptStartedAt ?? event.now,
        event.now,
        context.timing,
      ),
    })),
    endCountdown: assign({ countdownRemainingMs: 0 }),
  },
}).createMachine({
  id: "inactivity",
  context: ({ input }) => {
    const timing = resolveSessionTiming(input.timing);
    return {
      timing,
      lastActivityAt: input.now,
      promptStartedAt: null,
      countdownRemainingMs: timing.logoutCountdownMs,
    };
  },
  initial: "watching",
  states: {
    watching: {
      on: {
        ACTIVITY: { actions: "recordActivity" },
        STAY: { actions: "recordActivity" },
        TICK: { guard: "idleTimeoutReached", target: "prompting", actions: "startPrompt" },
      },
    },
    prompting: {
      on: {
        TICK: [
          { guard: "countdownOver", target: "timedOut", actions: "endCountdown" },
          { actions: "updateCountdown" },
        ],
        STAY: { target: "watching", actions: "recordActivity" },
      },
    },
    timedOut: { type: "final" },
  },
  output: { reason: "inactive" },
});
