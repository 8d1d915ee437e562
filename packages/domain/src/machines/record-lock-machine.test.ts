import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  isLockExpired,
  isLockHeldByMe,
  isLockHeldByOther,
  type RecordLockInfo,
} from "./record-lock-guards.js";
import { recordLockMachine, type RecordLockInput } from "./record-lock-machine.js";

const t0 = Date.UTC(2025, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString();
const input: RecordLockInput = { recordType: "asset", recordId: 42 };

type Answer = (call: string) => Promise<RecordLockInfo>;

function start(answer: Answer, release: () => Promise<void> = async () => undefined) {
  const calls: string[] = [];
  const call = (name: string) =>
    fromPromise<RecordLockInfo, RecordLockInput>(({ input: given }) => {
      calls.push(`${name}:${given.recordType}/${given.recordId}`);
      return answer(name);
    });
  const machine = recordLockMachine.provide({
    actors: {
      getLockStatus: call("status"),
      lock: call("lock"),
      extendLock: call("extend"),
      releaseLock: fromPromise(() => {
        calls.push("release");
        return release();
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () =>
    waitFor(actor, (snapshot) =>
      ["unknown", "free", "lockedByMe", "lockedByOther"].includes(String(snapshot.value)),
    );
  return { actor, calls, settle };
}

describe("record-lock guards", () => {
  it("tell a lapsed lock and who holds it", () => {
    expect(isLockExpired(iso(t0), t0)).toBe(true);
    expect(isLockExpired(iso(t0 + 1), t0)).toBe(false);
    expect(isLockExpired(null, t0)).toBe(false);
    expect(isLockExpired("never", t0)).toBe(false);
    expect(isLockHeldByMe({ status: "lockedByMe", expiresAt: null })).toBe(true);
    expect(isLockHeldByOther({ status: "lockedByMe", expiresAt: null })).toBe(false);
  });
});

describe("recordLockMachine", () => {
  it("starts unknown and learns the status", async () => {
    const { actor, calls, settle } = start(async () => ({
      status: "lockedByOther",
      expiresAt: iso(t0 + 60_000),
      holderName: "Ann",
    }));
    expect(actor.getSnapshot().context.status).toBe("unknown");
    actor.send({ type: "CHECK" });
    await settle();
    expect(actor.getSnapshot().value).toBe("lockedByOther");
    expect(actor.getSnapshot().context).toMatchObject({
      status: "lockedByOther",
      holderName: "Ann",
      expiresAt: iso(t0 + 60_000),
    });
    expect(calls).toEqual(["status:asset/42"]);
  });

  it("locks a free record, extends and releases it", async () => {
    let answer: RecordLockInfo = { status: "free", expiresAt: null };
    const { actor, calls, settle } = start(async () => answer);
    actor.send({ type: "CHECK" });
    await settle();
    expect(actor.getSnapshot().value).toBe("free");
    answer = { status: "lockedByMe", expiresAt: iso(t0 + 60_000) };
    actor.send({ type: "LOCK" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ status: "lockedByMe", holderName: null });
    answer = { status: "lockedByMe", expiresAt: iso(t0 + 120_000) };
    actor.send({ type: "EXTEND" });
    await settle();
    expect(actor.getSnapshot().context.expiresAt).toBe(iso(t0 + 120_000));
    actor.send({ type: "RELEASE" });
    await settle();
    expect(actor.getSnapshot().value).toBe("free");
    expect(actor.getSnapshot().context).toMatchObject({ status: "free", expiresAt: null });
    expect(calls).toEqual(["status:asset/42", "lock:asset/42", "extend:asset/42", "release"]);
  });

  it("loses a race for the lock to whoever the server says holds it", async () => {
    const { actor, settle } = start(async () => ({
      status: "lockedByOther",
      expiresAt: null,
      holderName: "Bo",
    }));
    actor.send({ type: "LOCK" });
    await settle();
    expect(actor.getSnapshot().value).toBe("lockedByOther");
  });

  it("forgets a lock once it lapses", async () => {
    const { actor, settle } = start(async () => ({ status: "lockedByMe", expiresAt: iso(t0 + 60_000) }));
    actor.send({ type: "LOCK" });
    await settle();
    actor.send({ type: "TICK", now: t0 + 59_999 });
    expect(actor.getSnapshot().value).toBe("lockedByMe");
    actor.send({ type: "TICK", now: t0 + 60_000 });
    expect(actor.getSnapshot().value).toBe("unknown");
    expect(actor.getSnapshot().context).toMatchObject({ status: "unknown", expiresAt: null });
  });

  it("lets a lapsed lock of someone else become unknown too", async () => {
    const { actor, settle } = start(async () => ({ status: "lockedByOther", expiresAt: iso(t0) }));
    actor.send({ type: "CHECK" });
    await settle();
    actor.send({ type: "TICK", now: t0 });
    expect(actor.getSnapshot().value).toBe("unknown");
  });

  it("keeps the error of a failed call and goes back to unknown", async () => {
    const { actor, settle } = start(async () => Promise.reject(new Error("Lock service down")));
    actor.send({ type: "CHECK" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ status: "unknown", lastError: "Lock service down" });
    const other = start(
      async () => ({ status: "lockedByMe", expiresAt: null }),
      async () => Promise.reject("nope"),
    );
    other.actor.send({ type: "LOCK" });
    await other.settle();
    other.actor.send({ type: "RELEASE" });
    await other.settle();
    expect(other.actor.getSnapshot().context).toMatchObject({
      status: "unknown",
      lastError: "The lock call failed.",
    });
  });

  it("fails every call that was not provided", async () => {
    const actor = createActor(recordLockMachine, { input }).start();
    for (const type of ["CHECK", "LOCK"] as const) {
      actor.send({ type });
      await waitFor(actor, (snapshot) => snapshot.value === "unknown");
      expect(actor.getSnapshot().context.lastError).toMatch(/is not provided/);
    }
    const holder = createActor(
      recordLockMachine.provide({
        actors: {
          lock: fromPromise<RecordLockInfo, RecordLockInput>(async () => ({
            status: "lockedByMe",
            expiresAt: null,
          })),
        },
      }),
      { input },
    ).start();
    holder.send({ type: "LOCK" });
    await waitFor(holder, (snapshot) => snapshot.value === "lockedByMe");
    for (const type of ["EXTEND", "RELEASE"] as const) {
      holder.send({ type: "LOCK" });
      holder.send({ type });
      await waitFor(holder, (snapshot) => snapshot.value === "unknown");
      expect(holder.getSnapshot().context.lastError).toMatch(/is not provided/);
      holder.send({ type: "LOCK" });
      await waitFor(holder, (snapshot) => snapshot.value === "lockedByMe");
    }
  });
});
