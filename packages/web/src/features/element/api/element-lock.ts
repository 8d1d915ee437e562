import { recordLockMachine, type RecordLockInfo, type RecordLockInput } from "@rightsdesk/domain";
import { fromPromise } from "xstate";
import { api, backgroundApi } from "../../../lib/api-client";

/** The domain's record-lock machine with the element lock calls; checks and extensions are quiet. */
export const elementLockMachine = recordLockMachine.provide({
  actors: {
    getLockStatus: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.getElementLockStatus({ params: { id: input.recordId } }),
    ),
    lock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      api.lockElement({ params: { id: input.recordId } }),
    ),
    extendLock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.extendElementLock({ params: { id: input.recordId } }),
    ),
    releaseLock: fromPromise<void, RecordLockInput>(async ({ input }) => {
      await api.releaseElementLock({ params: { id: input.recordId } });
    }),
  },
});

/** Releases a lock when the page that held it goes away (its machine is already stopped). */
export function releaseElementLockQuietly(elementId: number): void {
  void backgroundApi.releaseElementLock({ params: { id: elementId } }).catch(() => undefined);
}
