import { describe, expect, it } from "vitest";
import { createActor, initialTransition, transition } from "xstate";
import { inactivityMachine } from "./inactivity-machine.js";

const timing = { idleTimeoutMs: 30 * 60_000, logoutCountdownMs: 20_000 };
const idle = timing.idleTimeoutMs;

describe("inactivityMachine", () => {
  it("prompts after 30 idle minutes and signs out when the 20-second countdown ends", () => {
    let [snapshot] = initialTransition(inactivityMachine, { now: 0, timing });
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: idle - 1 });
    expect(snapshot.value).toBe("watching");
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: idle + 5 });
    expect(snapshot.value).toBe("prompting");
    expect(snapshot.context.countdownRemainingMs).toBe(20_000);
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: idle + 5 + 7_500 });
    expect(snapshot.context.countdownRemainingMs).toBe(12_500);
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: idle + 5 + 20_000 });
    expect(snapshot.value).toBe("timedOut");
    expect(snapshot.status).toBe("done");
    expect(snapshot.output).toEqual({ reason: "inactive" });
    expect(snapshot.context.countdownRemainingMs).toBe(0);
  });

  it("resets the idle clock on activity", () => {
    let [snapshot] = initialTransition(inactivityMachine, { now: 0, timing });
    [snapshot] = transition(inactivityMachine, snapshot, { type: "ACTIVITY", now: idle - 10 });
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: idle + 10 });
    expect(snapshot.value).toBe("watching");
    [snapshot] = transition(inactivityMachine, snapshot, { type: "STAY", now: 2 * idle - 5 });
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: 2 * idle });
    expect(snapshot.value).toBe("watching");
  });

  it("closes the prompt only on Stay, not on stray activity", () => {
    let [snapshot] = initialTransition(inactivityMachine, { now: 0, timing });
    [snapshot] = transition(inactivityMachine, snapshot, { type: "TICK", now: idle });
    [snapshot] = transition(inactivityMachine, snapshot, { type: "ACTIVITY", now: idle + 1000 });
    expect(snapshot.value).toBe("prompting");
    [snapshot] = transition(inactivityMachine, snapshot, { type: "STAY", now: idle + 2000 });
    expect(snapshot.value).toBe("watching");
    expect(snapshot.context).toMatchObject({
      lastActivityAt: idle + 2000,
      promptStartedAt: null,
      countdownRemainingMs: 20_000,
    });
  });

  it("uses the real constants when no timing is given", () => {
    const actor = createActor(inactivityMachine, { input: { now: 0 } }).start();
    actor.send({ type: "TICK", now: 30 * 60_000 });
    expect(actor.getSnapshot().value).toBe("prompting");
    actor.send({ type: "TICK", now: 30 * 60_000 + 20_000 });
    expect(actor.getSnapshot().status).toBe("done");
  });
});
