import { recordLockMachine, type RecordLockInfo, type RecordLockInput } from "@rightsdesk/domain";
import { fromPromise } from "xstate";
import { api, backgroundApi } from "../../../lib/api-client";

/**
 * The domain's record-lock machine with the person lock calls. Checking and extending happen on
 * their own, so they are quiet (no global loader); taking and releasing answer a click.
 */
export const personLockMachine = recordLockMachine.provide({
  actors: {
    getLockStatus: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.getPersonLockStatus({ params: { id: input.recordId } }),
    ),
    lock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      api.lockPerson({ params: { id: input.recordId } }),
    ),
    extendLock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.extendPersonLock({ params: { id: input.recordId } }),
    ),
    releaseLock: fromPromise<void, RecordLockInput>(async ({ input }) => {
      await api.releasePersonLock({ params: { id: input.recordId } });
    }),
  },
});

/** Releases a lock when the page that held it goes away (its machine is already stopped). */
export function releasePersonLockQuietly(personId: number): void {
  void backgroundApi.releasePersonLock({ params: { id: personId } }).catch(() => undefined);
}
