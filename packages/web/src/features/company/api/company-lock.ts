import { recordLockMachine, type RecordLockInfo, type RecordLockInput } from "@rightsdesk/domain";
import { fromPromise } from "xstate";
import { api, backgroundApi } from "../../../lib/api-client";

/**
 * The domain's record-lock machine with the company lock calls. Checking and extending happen on
 * their own every few seconds or minutes, so they are quiet (no global loader); taking and
 * releasing the lock answer a click and show it.
 */
export const companyLockMachine = recordLockMachine.provide({
  actors: {
    getLockStatus: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.getCompanyLockStatus({ params: { id: input.recordId } }),
    ),
    lock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      api.lockCompany({ params: { id: input.recordId } }),
    ),
    extendLock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.extendCompanyLock({ params: { id: input.recordId } }),
    ),
    releaseLock: fromPromise<void, RecordLockInput>(async ({ input }) => {
      await api.releaseCompanyLock({ params: { id: input.recordId } });
    }),
  },
});

/** Releases a lock when the page that held it goes away (its machine is already stopped). */
export function releaseCompanyLockQuietly(companyId: number): void {
  void backgroundApi.releaseCompanyLock({ params: { id: companyId } }).catch(() => undefined);
}
