import { useMemo } from "react";
import { describeLockHolder } from "../../../ui/records/lock-text";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { DocumentsTab } from "../../documents/components/documents-tab";
import type { DocumentChangeGate } from "../../documents/lib/document-calls";
import { useElementDocumentCalls } from "../api/element-documents";
import { useElementPage } from "../components/detail/element-page";

/** The documents tab of an element: the shared documents tab with the element's calls and lock. */
export function Component() {
  const { element, canEdit, canDelete } = useElementPage();
  const calls = useElementDocumentCalls(element.id);
  const { begin, end, lock } = useLockedEdit("element-documents");
  const gate = useMemo<DocumentChangeGate>(() => ({ begin, end }), [begin, end]);
  return (
    <DocumentsTab
      owner={{ kind: "element", id: element.id, label: "element" }}
      calls={calls}
      canWrite={canEdit}
      canDelete={canDelete && element.archivedAt === null}
      blockedReason={lock.isLockedByOther ? describeLockHolder(lock, "element") : null}
      gate={gate}
    />
  );
}
