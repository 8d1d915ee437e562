import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type SnapshotFrom } from "xstate";
import type { TokenPair } from "../auth/schemas.js";
import type { inactivityMachine } from "./inactivity-machine.js";
import { sessionDialogOf } from "./session-dialog.js";
import { sessionMachine, type SessionEvent } from "./session-machine.js";

const timing = {
  idleTimeoutMs: 15_000,
  logoutCountdownMs: 6_000,
  refreshWindowMs: 20_000,
  expiringDialogLeadMs: 15_000,
};
const iso = (ms: number) => new Date(ms).toISOString();
const t0 = Date.UTC(2025, 0, 1);

type Step =
  | { kind: "signIn"; lifetime: number; profiles: number }
  | { kind: "tick" | "activity" | "stay" | "continue"; advance: number }
  | { kind: "decline" | "signOut" }
  | { kind: "select"; profileId: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("signIn" as const),
      lifetime: fc.integer({ min: -5_000, max: 120_000 }),
      profiles: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({ kind: fc.constant("tick" as const), advance: fc.integer({ min: 0, max: 8_000 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom("activity" as const, "stay" as const, "continue" as const),
      advance: fc.integer({ min: 0, max: 8_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("decline" as const, "signOut" as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("select" as const), profileId: fc.integer({ min: 1, max: 4 }) }),
  },
);

/** Each refresh either fails or moves the expiry by some amount (possibly not at all). */
const refreshOutcomesArb = fc.array(
  fc.oneof(
    fc.constant("fail" as const),
    fc.constant("same" as const),
    fc.integer({ min: 0, max: 15_000 }),
    fc.integer({ min: 0, max: 90_000 }),
  ),
  { minLength: 40, maxLength: 40 },
);

function toEvent(step: Step, now: number): SessionEvent {
  switch (step.kind) {
    case "signIn":
      return {
        type: "SIGNED_IN",
        now,
        auth: {
          token: "access",
          refreshToken: "refresh",
          tokenExpiryDate: iso(now + step.lifetime),
          refreshTokenExpiryDate: iso(now + 10 * step.lifetime),
          userProfiles: Array.from({ length: step.profiles }, (_, index) => ({ id: index + 1 })),
        },
      };
    case "tick":
      return { type: "TICK", now };
    case "activity":
      return { type: "ACTIVITY", now };
    case "stay":
      return { type: "STAY", now };
    case "continue":
      return { type: "CONTINUE", now };
    case "decline":
      return { type: "DECLINE" };
    case "signOut":
      return { type: "SIGN_OUT" };
    case "select":
      return { type: "SELECT_PROFILE", profileId: step.profileId };
  }
}

function checkInvariants(snapshot: SnapshotFrom<typeof sessionMachine>): void {
  const { context } = snapshot;
  if (snapshot.matches("signedOut")) {
    expect(context.token).toBeNull();
    expect(context.refreshToken).toBeNull();
    expect(context.tokenExpiryDate).toBeNull();
    expect(context.selectedProfileId).toBeNull();
    expect(context.userProfiles).toEqual([]);
    expect(sessionDialogOf(snapshot)).toBeNull();
  } else {
    expect(context.token).not.toBeNull();
  }
  expect(snapshot.matches({ signedIn: "expiring" }) && context.idlePromptOpen).toBe(false);
  if (context.selectedProfileId !== null)
    expect(context.userProfiles.map((profile) => profile.id)).toContain(context.selectedProfileId);
  const child = snapshot.children.inactivity?.getSnapshot() as
    SnapshotFrom<typeof inactivityMachine> | undefined;
  if (child) expect(child.context.countdownRemainingMs).toBeGreaterThanOrEqual(0);
}

describe("sessionMachine (properties)", () => {
  it("holds no token while signed out, and never shows two dialogs, whatever happens", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { maxLength: 60, size: "max" }),
        refreshOutcomesArb,
        async (steps, outcomes) => {
          let now = t0;
          let refreshes = 0;
          const machine = sessionMachine.provide({
            actors: {
              refreshSession: fromPromise<TokenPair, { refreshToken: string }>(async () => {
                const outcome = outcomes[refreshes % outcomes.length] ?? "fail";
                refreshes += 1;
                if (outcome === "fail") throw new Error("refresh failed");
                const current = actor.getSnapshot().context.tokenExpiryDate ?? iso(now);
                const expiry = outcome === "same" ? current : iso(now + outcome);
                return {
                  token: `access-${refreshes}`,
                  refreshToken: "refresh",
                  tokenExpiryDate: expiry,
                  refreshTokenExpiryDate: expiry,
                };
              }),
            },
          });
          const actor = createActor(machine, { input: { now, timing } }).start();
          for (const step of steps) {
            if ("advance" in step) now += step.advance;
            actor.send(toEvent(step, now));
            await waitFor(actor, (snapshot) => !snapshot.matches({ signedIn: "refreshing" }));
            checkInvariants(actor.getSnapshot());
          }
          actor.stop();
        },
      ),
      { numRuns: 150 },
    );
  });
});
