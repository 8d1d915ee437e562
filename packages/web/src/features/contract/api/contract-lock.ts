import { recordLockMachine, type RecordLockInfo, type RecordLockInput } from "@rightsdesk/domain";
import { fromPromise } from "xstate";
import { api, backgroundApi } from "../../../lib/api-client";

/** The domain's record-lock machine with the contract lock calls; checks and extensions are quiet. */
export const contractLockMachine = recordLockMachine.provide({
  actors: {
    getLockStatus: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.getContractLockStatus({ params: { id: input.recordId } }),
    ),
    lock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      api.lockContract({ params: { id: input.recordId } }),
    ),
    extendLock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.extendContractLock({ params: { id: input.recordId } }),
    ),
    releaseLock: fromPromise<void, RecordLockInput>(async ({ input }) => {
      await api.releaseContractLock({ params: { id: input.recordId }, body: {} });
    }),
  },
});

/** Releases a lock when the page that held it goes away (its machine is already stopped). */
export function releaseContractLockQuietly(contractId: number): void {
  void backgroundApi.releaseContractLock({ params: { id: contractId }, body: {} }).catch(() => undefined);
}
