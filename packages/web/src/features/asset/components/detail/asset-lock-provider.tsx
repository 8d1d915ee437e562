import type { ReactNode } from "react";
import { RecordLockProvider } from "../../../../ui/records/record-lock";
import { assetLockMachine, releaseAssetLockQuietly } from "../../api/asset-lock";

/** The edit lock of one asset, for every form on its pages (the shared record lock). */
export function AssetLockProvider({ assetId, children }: { assetId: number; children: ReactNode }) {
  return (
    <RecordLockProvider
      machine={assetLockMachine}
      recordType="asset"
      recordId={assetId}
      releaseQuietly={releaseAssetLockQuietly}
    >
      {children}
    </RecordLockProvider>
  );
}
