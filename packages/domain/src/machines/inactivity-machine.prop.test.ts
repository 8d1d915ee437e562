import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialTransition, transition } from "xstate";
import { inactivityMachine, type InactivityEvent } from "./inactivity-machine.js";

const timing = { idleTimeoutMs: 10_000, logoutCountdownMs: 3_000 };

/** Events at times that mostly move forward, sometimes jump back (a clock change). */
const eventsArb = fc.array(
  fc.record({
    type: fc.constantFrom("ACTIVITY", "TICK", "TICK", "TICK", "STAY"),
    step: fc.integer({ min: -2_000, max: 8_000 }),
  }),
  { maxLength: 60 },
);

describe("inactivityMachine (properties)", () => {
  it("keeps the countdown between zero and its full length, and only ends at zero", () => {
    fc.assert(
      fc.property(eventsArb, (steps) => {
        let [snapshot] = initialTransition(inactivityMachine, { now: 0, timing });
        let now = 0;
        for (const { type, step } of steps) {
          now += step;
          [snapshot] = transition(inactivityMachine, snapshot, { type, now } as InactivityEvent);
          const left = snapshot.context.countdownRemainingMs;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(timing.logoutCountdownMs);
          if (snapshot.value === "timedOut") expect(left).toBe(0);
          if (snapshot.value === "watching") expect(snapshot.context.promptStartedAt).toBeNull();
        }
      }),
    );
  });
});
