import { describe, expect, it } from "vitest";
import { createActor, fromPromise, initialTransition, transition, waitFor } from "xstate";
import type { TokenPair } from "../auth/schemas.js";
import { sessionDialogOf } from "./session-dialog.js";
import { sessionMachine, type SessionInput, type StoredSession } from "./session-machine.js";

const t0 = Date.UTC(2025, 0, 1, 12);
const iso = (ms: number) => new Date(ms).toISOString();
const minute = 60_000;

const tokens = (expiresAt: number, suffix = "1"): TokenPair => ({
  token: `access-${suffix}`,
  refreshToken: `refresh-${suffix}`,
  tokenExpiryDate: iso(expiresAt),
  refreshTokenExpiryDate: iso(expiresAt + 60 * minute),
});

const signIn = (now: number, expiresAt: number, profiles = [{ id: 7 }]) =>
  ({ type: "SIGNED_IN", now, auth: { ...tokens(expiresAt), userProfiles: profiles } }) as const;

type Refresh = (input: { refreshToken: string }) => Promise<TokenPair>;

function start(options: { refresh?: Refresh; input?: Partial<SessionInput> } = {}) {
  const machine = options.refresh
    ? sessionMachine.provide({
        actors: { refreshSession: fromPromise(({ input }) => (options.refresh as Refresh)(input)) },
      })
    : sessionMachine;
  return createActor(machine, { input: { now: t0, ...options.input } }).start();
}

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (snapshot) => !snapshot.matches({ signedIn: "refreshing" }));

describe("sessionMachine: sign-in and sign-out", () => {
  it("starts signed out and stores the tokens on sign-in", () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe("signedOut");
    actor.send(signIn(t0, t0 + 30 * minute));
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
    expect(context).toMatchObject({
      token: "access-1",
      refreshToken: "refresh-1",
      selectedProfileId: 7,
      endReason: null,
    });
  });

  it("selects a single profile automatically and leaves a choice of several to the user", () => {
    const actor = start();
    actor.send(signIn(t0, t0 + 30 * minute, [{ id: 1 }, { id: 2 }]));
    expect(actor.getSnapshot().context.selectedProfileId).toBeNull();
    actor.send({ type: "SELECT_PROFILE", profileId: 3 });
    expect(actor.getSnapshot().context.selectedProfileId).toBeNull();
    actor.send({ type: "SELECT_PROFILE", profileId: 2 });
    expect(actor.getSnapshot().context.selectedProfileId).toBe(2);
  });

  it("refuses a sign-in whose token has already expired", () => {
    const actor = start();
    actor.send(signIn(t0, t0));
    expect(actor.getSnapshot().value).toBe("signedOut");
  });

  it("clears tokens, expiry and profile on sign-out and says why", () => {
    for (const reason of [undefined, "forced", "tokenRejected"] as const) {
      const actor = start();
      actor.send(signIn(t0, t0 + 30 * minute));
      actor.send(reason ? { type: "SIGN_OUT", reason } : { type: "SIGN_OUT" });
      const { context } = actor.getSnapshot();
      expect(actor.getSnapshot().value).toBe("signedOut");
      expect(context).toMatchObject({
        token: null,
        refreshToken: null,
        tokenExpiryDate: null,
        selectedProfileId: null,
        userProfiles: [],
      });
      expect(context.endReason).toBe(reason ?? "signedOut");
    }
  });

  it("restores a stored session while its token is live, and drops a stale one", () => {
    const stored: StoredSession = {
      ...tokens(t0 + 10 * minute),
      userProfiles: [{ id: 1 }, { id: 2 }],
      selectedProfileId: 2,
    };
    const live = start({ input: { stored } });
    expect(live.getSnapshot().matches({ signedIn: "active" })).toBe(true);
    expect(live.getSnapshot().context.selectedProfileId).toBe(2);
    const stale = start({ input: { stored, now: t0 + 10 * minute } });
    expect(stale.getSnapshot().value).toBe("signedOut");
    expect(stale.getSnapshot().context).toMatchObject({ token: null, endReason: "expired" });
    expect(start({ input: { stored: null } }).getSnapshot().context.endReason).toBeNull();
  });

  it("keeps the clock while signed out", () => {
    const actor = start();
    actor.send({ type: "TICK", now: t0 + 5 });
    expect(actor.getSnapshot().context.now).toBe(t0 + 5);
  });
});

describe("sessionMachine: token refresh", () => {
  it("refreshes when 2 minutes or less remain", async () => {
    const calls: string[] = [];
    const actor = start({
      refresh: async ({ refreshToken }) => {
        calls.push(refreshToken);
        return tokens(t0 + 40 * minute, "2");
      },
    });
    actor.send(signIn(t0, t0 + 10 * minute));
    actor.send({ type: "TICK", now: t0 + 7 * minute + 59_000 });
    expect(actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
    actor.send({ type: "TICK", now: t0 + 8 * minute });
    expect(actor.getSnapshot().matches({ signedIn: "refreshing" })).toBe(true);
    await settled(actor);
    expect(calls).toEqual(["refresh-1"]);
    expect(actor.getSnapshot().context).toMatchObject({
      token: "access-2",
      tokenExpiryDate: iso(t0 + 40 * minute),
    });
    expect(actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
  });

  it("signs out when the refresh fails", async () => {
    const actor = start({ refresh: async () => Promise.reject(new Error("401")) });
    actor.send(signIn(t0, t0 + 2 * minute));
    await settled(actor);
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({ token: null, endReason: "refreshFailed" });
  });

  it("signs out when no refresh actor was provided", async () => {
    const actor = start();
    actor.send(signIn(t0, t0 + minute));
    await settled(actor);
    expect(actor.getSnapshot().context.endReason).toBe("refreshFailed");
  });

  it("signs out once the expiry passes", () => {
    const actor = start();
    actor.send(signIn(t0, t0 + 30 * minute));
    actor.send({ type: "TICK", now: t0 + 31 * minute });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.endReason).toBe("expired");
  });
});

describe("sessionMachine: the 'Session Expiring' dialog", () => {
  /** A refresh that cannot move the expiry, so the dialog gets its turn. */
  const stuck = async (expiresAt: number) => {
    const actor = start({ refresh: async () => tokens(expiresAt) });
    actor.send(signIn(t0, expiresAt));
    actor.send({ type: "TICK", now: expiresAt - 90_000 });
    await settled(actor);
    actor.send({ type: "TICK", now: expiresAt - 60_000 });
    return actor;
  };

  it("opens 1 minute before expiry when refreshing could not help", async () => {
    const expiresAt = t0 + 10 * minute;
    const actor = start({ refresh: async () => tokens(expiresAt) });
    actor.send(signIn(t0, expiresAt));
    actor.send({ type: "TICK", now: expiresAt - 90_000 });
    await settled(actor);
    expect(actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
    actor.send({ type: "TICK", now: expiresAt - 60_000 });
    expect(sessionDialogOf(actor.getSnapshot())).toBe("sessionExpiring");
  });

  it("Yes refreshes the session", async () => {
    const actor = await stuck(t0 + 10 * minute);
    actor.send({ type: "CONTINUE", now: t0 + 9 * minute + 30_000 });
    expect(actor.getSnapshot().matches({ signedIn: "refreshing" })).toBe(true);
  });

  it("No closes the dialog and signs out at once", async () => {
    const actor = await stuck(t0 + 10 * minute);
    actor.send({ type: "DECLINE" });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({ token: null, endReason: "declined" });
    expect(sessionDialogOf(actor.getSnapshot())).toBeNull();
  });

  it("ends the session when the dialog is left open past the expiry", async () => {
    const actor = await stuck(t0 + 10 * minute);
    actor.send({ type: "TICK", now: t0 + 10 * minute });
    expect(actor.getSnapshot().context.endReason).toBe("expired");
  });
});

describe("sessionMachine: inactivity", () => {
  const timing = { idleTimeoutMs: 5 * minute, logoutCountdownMs: 20_000 };

  it("prompts after the idle time and signs out when the countdown ends", () => {
    const actor = start({ input: { timing } });
    actor.send(signIn(t0, t0 + 60 * minute));
    actor.send({ type: "TICK", now: t0 + 5 * minute });
    expect(sessionDialogOf(actor.getSnapshot())).toBe("idlePrompt");
    actor.send({ type: "TICK", now: t0 + 5 * minute + 20_000 });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      endReason: "inactive",
      idlePromptOpen: false,
    });
  });

  it("keeps the session on activity", () => {
    const actor = start({ input: { timing } });
    actor.send(signIn(t0, t0 + 60 * minute));
    actor.send({ type: "ACTIVITY", now: t0 + 4 * minute });
    actor.send({ type: "TICK", now: t0 + 5 * minute });
    expect(sessionDialogOf(actor.getSnapshot())).toBeNull();
  });

  it("Stay closes the prompt and refreshes the token", async () => {
    const actor = start({ input: { timing }, refresh: async () => tokens(t0 + 90 * minute, "2") });
    actor.send(signIn(t0, t0 + 60 * minute));
    actor.send({ type: "STAY", now: t0 + minute });
    expect(actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
    actor.send({ type: "TICK", now: t0 + 5 * minute });
    actor.send({ type: "STAY", now: t0 + 5 * minute + 3000 });
    expect(actor.getSnapshot().matches({ signedIn: "refreshing" })).toBe(true);
    expect(actor.getSnapshot().context.idlePromptOpen).toBe(false);
    actor.send({ type: "STAY", now: t0 + 5 * minute + 3001 });
    await settled(actor);
    expect(actor.getSnapshot().context.token).toBe("access-2");
  });

  it("lets the idle prompt replace the 'Session Expiring' dialog: one dialog at a time", async () => {
    const expiresAt = t0 + 10 * minute;
    const actor = start({
      input: { timing: { idleTimeoutMs: 9 * minute + 30_000 } },
      refresh: async () => tokens(expiresAt),
    });
    actor.send(signIn(t0, expiresAt));
    actor.send({ type: "TICK", now: expiresAt - 90_000 });
    await settled(actor);
    actor.send({ type: "TICK", now: expiresAt - 60_000 });
    expect(sessionDialogOf(actor.getSnapshot())).toBe("sessionExpiring");
    actor.send({ type: "TICK", now: expiresAt - 30_000 });
    expect(sessionDialogOf(actor.getSnapshot())).toBe("idlePrompt");
    expect(actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
    actor.send({ type: "TICK", now: expiresAt - 20_000 });
    expect(sessionDialogOf(actor.getSnapshot())).toBe("idlePrompt");
  });
});

describe("sessionMachine with the pure transition functions", () => {
  it("signs in and out without running anything", () => {
    let [snapshot] = initialTransition(sessionMachine, { now: t0 });
    expect(snapshot.value).toBe("signedOut");
    [snapshot] = transition(sessionMachine, snapshot, signIn(t0, t0 + 30 * minute));
    expect(snapshot.value).toEqual({ signedIn: "active" });
    const [next, actions] = transition(sessionMachine, snapshot, { type: "TICK", now: t0 + 28 * minute });
    expect(next.value).toEqual({ signedIn: "refreshing" });
    expect(actions.map((action) => action.type)).toContain("xstate.spawnChild");
    [snapshot] = transition(sessionMachine, next, { type: "SIGN_OUT" });
    expect(snapshot.context.token).toBeNull();
  });
});
