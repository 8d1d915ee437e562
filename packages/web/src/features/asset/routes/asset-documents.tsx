import { useMemo } from "react";
import { describeLockHolder } from "../../../ui/records/lock-text";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { DocumentsTab } from "../../documents/components/documents-tab";
import type { DocumentChangeGate } from "../../documents/lib/document-calls";
import { useAssetDocumentCalls } from "../api/asset-documents";
import { useAssetPage } from "../components/detail/asset-page";

/** The documents tab of an asset: the shared documents tab with the asset's calls and lock. */
export function Component() {
  const { asset, canEdit, canDelete } = useAssetPage();
  const calls = useAssetDocumentCalls(asset.id);
  const { begin, end, lock } = useLockedEdit("asset-documents");
  const gate = useMemo<DocumentChangeGate>(() => ({ begin, end }), [begin, end]);
  return (
    <DocumentsTab
      owner={{ kind: "asset", id: asset.id, label: "asset" }}
      calls={calls}
      canWrite={canEdit}
      canDelete={canDelete && asset.archivedAt === null}
      blockedReason={lock.isLockedByOther ? describeLockHolder(lock, "asset") : null}
      gate={gate}
    />
  );
}
