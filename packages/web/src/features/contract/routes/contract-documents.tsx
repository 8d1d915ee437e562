import { useMemo } from "react";
import { describeLockHolder } from "../../../ui/records/lock-text";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { DocumentsTab } from "../../documents/components/documents-tab";
import type { DocumentChangeGate } from "../../documents/lib/document-calls";
import { useContractDocumentCalls } from "../api/contract-record-calls";
import { useContractPage } from "../components/contract-page";

/** The documents tab of a contract: the shared documents tab with the contract's calls and lock. */
export function Component() {
  const { contract, canEdit, canDelete } = useContractPage();
  const calls = useContractDocumentCalls(contract.id);
  const { begin, end, lock } = useLockedEdit("contract-documents");
  const gate = useMemo<DocumentChangeGate>(() => ({ begin, end }), [begin, end]);
  return (
    <DocumentsTab
      owner={{ kind: "contract", id: contract.id, label: "contract" }}
      calls={calls}
      canWrite={canEdit}
      canDelete={canDelete}
      blockedReason={lock.isLockedByOther ? describeLockHolder(lock, "contract") : null}
      gate={gate}
    />
  );
}
