import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from "xstate";
import {
  isLockExpired,
  isLockHeldByMe,
  isLockHeldByOther,
  type LockableRecordType,
  type RecordLockInfo,
  type RecordLockStatus,
} from "./record-lock-guards.js";

export interface RecordLockInput {
  readonly recordType: LockableRecordType;
  readonly recordId: number;
}

export interface RecordLockContext extends RecordLockInput {
  /** The last known status; "unknown" until asked, after a failure and once a lock lapses. */
  readonly status: RecordLockStatus;
  readonly expiresAt: string | null;
  readonly holderName: string | null;
  readonly lastError: string | null;
}

export type RecordLockEvent =
  | { readonly type: "CHECK" }
  | { readonly type: "LOCK" }
  | { readonly type: "EXTEND" }
  | { readonly type: "RELEASE" }
  | { readonly type: "TICK"; readonly now: number };

const notProvided = (name: string) =>
  fromPromise<RecordLockInfo, RecordLockInput>(async () => {
    throw new Error(`${name} is not provided: supply it with recordLockMachine.provide().`);
  });

type LockAnswer = { readonly event: DoneActorEvent<RecordLockInfo> };
const answer = ({ event }: LockAnswer) => ({ info: event.output });
const applyAnswer = { type: "applyAnswer", params: answer } as const;

/** Where a lock answer leads: the state named like its status. */
const routeAnswer = [
  { guard: { type: "isLockHeldByMe", params: answer }, target: "lockedByMe", actions: applyAnswer },
  { guard: { type: "isLockHeldByOther", params: answer }, target: "lockedByOther", actions: applyAnswer },
  { target: "free", actions: applyAnswer },
] as const;

const failTo = {
  target: "unknown",
  actions: {
    type: "recordFailure",
    params: ({ event }: { readonly event: ErrorActorEvent }) => ({ error: event.error }),
  },
} as const;

/**
 * Record lock for asset, company, element and person (spec 000 section 4): get status, lock,
 * extend, release, each through an actor supplied with `.provide()`. A TICK past the lock's end
 * makes the status unknown again (someone else may hold it now); a failed call does the same and
 * keeps the error. LOCK is offered from unknown and free; the server decides who wins a race.
 */
export const recordLockMachine = setup({
  types: {
    input: {} as RecordLockInput,
    context: {} as RecordLockContext,
    events: {} as RecordLockEvent,
  },
  actors: {
    getLockStatus: notProvided("getLockStatus"),
    lock: notProvided("lock"),
    extendLock: notProvided("extendLock"),
    releaseLock: fromPromise<void, RecordLockInput>(async () => {
      throw new Error("releaseLock is not provided: supply it with recordLockMachine.provide().");
    }),
  },
  guards: {
    isLockHeldByMe: (_, params: { readonly info: RecordLockInfo }) => isLockHeldByMe(params.info),
    isLockHeldByOther: (_, params: { readonly info: RecordLockInfo }) => isLockHeldByOther(params.info),
    lockLapsed: ({ context, event }) => event.type === "TICK" && isLockExpired(context.expiresAt, event.now),
  },
  actions: {
    applyAnswer: assign((_, params: { readonly info: RecordLockInfo }) => ({
      status: params.info.status,
      expiresAt: params.info.expiresAt,
      holderName: params.info.holderName ?? null,
      lastError: null,
    })),
    recordFailure: assign((_, params: { readonly error: unknown }) => ({
      status: "unknown" as const,
      expiresAt: null,
      holderName: null,
      lastError: params.error instanceof Error ? params.error.message : "The lock call failed.",
    })),
    forget: assign({ status: "unknown" as const, expiresAt: null, holderName: null }),
    markFree: assign({ status: "free" as const, expiresAt: null, holderName: null, lastError: null }),
  },
}).createMachine({
  id: "recordLock",
  context: ({ input }) => ({
    ...input,
    status: "unknown",
    expiresAt: null,
    holderName: null,
    lastError: null,
  }),
  initial: "unknown",
  states: {
    unknown: { on: { CHECK: "checking", LOCK: "locking" } },
    checking: {
      invoke: {
        src: "getLockStatus",
        input: ({ context }) => context,
        onDone: [...routeAnswer],
        onError: failTo,
      },
    },
    free: { on: { CHECK: "checking", LOCK: "locking" } },
    locking: {
      invoke: { src: "lock", input: ({ context }) => context, onDone: [...routeAnswer], onError: failTo },
    },
    lockedByMe: {
      on: {
        EXTEND: "extending",
        RELEASE: "releasing",
        CHECK: "checking",
        TICK: { guard: "lockLapsed", target: "unknown", actions: "forget" },
      },
    },
    extending: {
      invoke: {
        src: "extendLock",
        input: ({ context }) => context,
        onDone: [...routeAnswer],
        onError: failTo,
      },
    },
    releasing: {
      invoke: {
        src: "releaseLock",
        input: ({ context }) => context,
        onDone: { target: "free", actions: "markFree" },
        onError: failTo,
      },
    },
    lockedByOther: {
      on: {
        CHECK: "checking",
        TICK: { guard: "lockLapsed", target: "unknown", actions: "forget" },
      },
    },
  },
});
