import { recordLockMachine, type RecordLockInfo, type RecordLockInput } from "@rightsdesk/domain";
import { fromPromise } from "xstate";
import { api, backgroundApi } from "../../../lib/api-client";

/** The domain's record-lock machine with the asset lock calls; checks and extensions are quiet. */
export const assetLockMachine = recordLockMachine.provide({
  actors: {
    getLockStatus: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.getAssetLockStatus({ params: { id: input.recordId } }),
    ),
    lock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      api.lockAsset({ params: { id: input.recordId } }),
    ),
    extendLock: fromPromise<RecordLockInfo, RecordLockInput>(({ input }) =>
      backgroundApi.extendAssetLock({ params: { id: input.recordId } }),
    ),
    releaseLock: fromPromise<void, RecordLockInput>(async ({ input }) => {
      await api.releaseAssetLock({ params: { id: input.recordId } });
    }),
  },
});

/** Releases a lock when the page that held it goes away (its machine is already stopped). */
export function releaseAssetLockQuietly(assetId: number): void {
  void backgroundApi.releaseAssetLock({ params: { id: assetId } }).catch(() => undefined);
}
