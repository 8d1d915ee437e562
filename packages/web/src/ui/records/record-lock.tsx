import {
  recordLockMachine,
  type RecordLockInfo,
  type RecordLockInput,
  type RecordLockStatus,
} from "@rightsdesk/domain";
import { useActorRef, useSelector } from "@xstate/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { fromPromise, waitFor, type ActorRefFrom } from "xstate";
import { api, backgroundApi } from "../../lib/api-client";
import { lockTiming } from "./lock-text";
import type { RecordKind } from "./record-kind";

type LockActor = ActorRefFrom<typeof recordLockMachine>;
type LockKind = Pick<RecordKind<{ id: number }>, "lock" | "type">;

const machines = new WeakMap<LockKind["lock"], typeof recordLockMachine>();

/**
 * The domain's record-lock machine with one kind's lock calls. Checking and extending happen on
 * their own every few seconds or minutes, so they are quiet (no global loader); taking and
 * releasing the lock answer a click and show it.
 */
function lockMachineOf(calls: LockKind["lock"]) {
  const known = machines.get(calls);
  if (known) return known;
  const machine = recordLockMachine.provide({
    actors: {
      getLockStatus: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
        calls.status(backgroundApi, input.recordId),
      ),
      lock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) => calls.take(api, input.recordId)),
      extendLock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
        calls.extend(backgroundApi, input.recordId),
      ),
      releaseLock: fromPromise<void, RecordLockInput>(async ({ input }) => {
        await calls.release(api, input.recordId);
      }),
    },
  });
  machines.set(calls, machine);
  return machine;
}

/** Gives a lock back when the page that held it goes away (its machine is already stopped). */
function releaseQuietly(calls: LockKind["lock"], recordId: number): void {
  void calls.release(backgroundApi, recordId).catch(() => undefined);
}

export interface RecordLock {
  status: RecordLockStatus;
  holderName: string | null;
  expiresAt: string | null;
  /** Why the last lock call failed, if it did. */
  lastError: string | null;
  /** Someone else is editing: Edit, Add and Delete wait until they finish. */
  isLockedByOther: boolean;
  /** A lock call the user started (taking the lock) is under way. */
  isTaking: boolean;
  /**
   * Opens an edit (the profile form, a section's dialog) after taking the lock, unless this page
   * holds it already. False when someone else holds it (the banner then names them).
   */
  beginEdit: (editName: string) => Promise<boolean>;
  /** Closes an edit; the lock is released once no edit is open. */
  endEdit: (editName: string) => void;
  /** Asks the server who holds the lock now (after a save refused as locked, say). */
  check: () => void;
}

const RecordLockContext = createContext<RecordLock | null>(null);

const settledStates = ["unknown", "free", "lockedByMe", "lockedByOther"] as const;
const isSettled = (snapshot: ReturnType<LockActor["getSnapshot"]>) =>
  settledStates.some((state) => snapshot.matches(state));

/** Waits for the lock call under way, if any, to answer. */
function settle(actor: LockActor) {
  return waitFor(actor, isSettled, { timeout: 60_000 });
}

/** Runs the timers the lock needs in its current state: extend it, poll it, notice it lapse. */
function useLockTimers(actor: LockActor, status: RecordLockStatus) {
  useEffect(() => {
    const tick = window.setInterval(() => actor.send({ type: "TICK", now: Date.now() }), lockTiming.tickMs);
    const every =
      status === "lockedByMe"
        ? lockTiming.extendEveryMs
        : status === "lockedByOther"
          ? lockTiming.pollWhileLockedMs
          : lockTiming.pollWhileFreeMs;
    const refresh = window.setInterval(() => {
      if (status === "lockedByMe") actor.send({ type: "EXTEND" });
      // Hidden tabs stay quiet; the check on return brings them up to date.
      else if (document.visibilityState === "visible") actor.send({ type: "CHECK" });
    }, every);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(refresh);
    };
  }, [actor, status]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && status !== "lockedByMe") actor.send({ type: "CHECK" });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [actor, status]);
}

export type RecordLockProviderProps = {
  /** The kind of record: its lock calls and lock type. */
  kind: LockKind;
  recordId: number;
  children: ReactNode;
};

/**
 * The edit lock of one record (spec 000 section 4), for every form on its pages. Viewing is
 * free; opening an edit takes the lock, it is extended while any edit is open and released when
 * the last one closes or the page goes away. While someone else holds it, it is asked about
 * every few seconds so the page opens again soon after they finish.
 */
export function RecordLockProvider({ kind, recordId, children }: RecordLockProviderProps) {
  const actor = useActorRef(lockMachineOf(kind.lock), { input: { recordType: kind.type, recordId } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const isTaking = useSelector(actor, (snapshot) => snapshot.matches("locking"));
  const openEdits = useRef(new Set<string>());
  const [, setEditCount] = useState(0);

  useEffect(() => {
    actor.send({ type: "CHECK" });
  }, [actor]);
  useLockTimers(actor, context.status);

  // Leaving the record's pages gives the lock back at once rather than when it lapses.
  useEffect(
    () => () => {
      const { status } = actor.getSnapshot().context;
      if (status === "lockedByMe" || openEdits.current.size > 0) releaseQuietly(kind.lock, recordId);
    },
    [actor, recordId, kind.lock],
  );

  const beginEdit = useCallback(
    async (editName: string) => {
      let snapshot = await settle(actor);
      if (snapshot.context.status !== "lockedByMe") {
        if (snapshot.context.status === "lockedByOther") {
          actor.send({ type: "CHECK" });
          snapshot = await settle(actor);
        }
        if (snapshot.context.status !== "lockedByOther") {
          actor.send({ type: "LOCK" });
          snapshot = await settle(actor);
        }
      }
      if (snapshot.context.status !== "lockedByMe") return false;
      openEdits.current.add(editName);
      setEditCount(openEdits.current.size);
      return true;
    },
    [actor],
  );

  const endEdit = useCallback(
    (editName: string) => {
      if (!openEdits.current.delete(editName)) return;
      setEditCount(openEdits.current.size);
      if (openEdits.current.size > 0) return;
      void settle(actor).then((snapshot) => {
        if (openEdits.current.size === 0 && snapshot.context.status === "lockedByMe") {
          actor.send({ type: "RELEASE" });
        }
      });
    },
    [actor],
  );

  const check = useCallback(() => {
    void settle(actor).then(() => actor.send({ type: "CHECK" }));
  }, [actor]);

  const value = useMemo<RecordLock>(
    () => ({
      status: context.status,
      holderName: context.holderName,
      expiresAt: context.expiresAt,
      lastError: context.lastError,
      isLockedByOther: context.status === "lockedByOther",
      isTaking,
      beginEdit,
      endEdit,
      check,
    }),
    [context, isTaking, beginEdit, endEdit, check],
  );
  return <RecordLockContext value={value}>{children}</RecordLockContext>;
}

export function useRecordLock(): RecordLock {
  const lock = useContext(RecordLockContext);
  if (!lock) throw new Error("useRecordLock needs a RecordLockProvider around it.");
  return lock;
}

/**
 * One edit (a form, a dialog) under the record's lock: `begin` takes the lock first and says
 * whether the edit may open; `end` gives it back. An edit still open when its component goes
 * away (another tab was chosen) is ended then.
 */
export function useLockedEdit(editName: string) {
  const lock = useRecordLock();
  const [editing, setEditing] = useState(false);
  const { beginEdit, endEdit } = lock;

  const begin = useCallback(async () => {
    const granted = await beginEdit(editName);
    setEditing(granted);
    return granted;
  }, [beginEdit, editName]);

  const end = useCallback(() => {
    setEditing(false);
    endEdit(editName);
  }, [endEdit, editName]);

  useEffect(() => () => endEdit(editName), [endEdit, editName]);
  return { editing, begin, end, lock };
}
