import { useMemo } from "react";
import { describeLockHolder } from "../../../ui/records/lock-text";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { DocumentsTab } from "../../documents/components/documents-tab";
import type { DocumentChangeGate } from "../../documents/lib/document-calls";
import { usePersonDocumentCalls } from "../api/person-documents";
import { usePersonPage } from "../components/detail/person-page";

/** The documents tab of a person: the shared documents tab with the person's calls and lock. */
export function Component() {
  const { person, canEdit, canDelete } = usePersonPage();
  const calls = usePersonDocumentCalls(person.id);
  const { begin, end, lock } = useLockedEdit("person-documents");
  const gate = useMemo<DocumentChangeGate>(() => ({ begin, end }), [begin, end]);
  return (
    <DocumentsTab
      owner={{ kind: "people", id: person.id, label: "person" }}
      calls={calls}
      canWrite={canEdit}
      canDelete={canDelete && person.archivedAt === null}
      blockedReason={lock.isLockedByOther ? describeLockHolder(lock, "person") : null}
      gate={gate}
    />
  );
}
