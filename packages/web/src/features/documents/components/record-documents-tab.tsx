import { useMemo } from "react";
import type { RecordKind } from "../../../ui/records/record-kind";
import { describeLockHolder } from "../../../ui/records/lock-text";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { useRecordPage } from "../../../ui/records/record-page";
import { useRecordDocumentCalls } from "../../../ui/records/record-queries";
import type { DocumentChangeGate } from "../lib/document-calls";
import { DocumentsTab } from "./documents-tab";

/**
 * The documents tab of the record on the page: the shared tab with its kind's calls, under the
 * record's edit lock. Documents of an archived record are kept: nobody deletes them there.
 */
export function RecordDocumentsTab<T extends { id: number }>({ kind }: { kind: RecordKind<T> }) {
  const { record, canEdit, canDelete } = useRecordPage(kind);
  const calls = useRecordDocumentCalls(kind, record.id);
  const { begin, end, lock } = useLockedEdit(`${kind.type}-documents`);
  const gate = useMemo<DocumentChangeGate>(() => ({ begin, end }), [begin, end]);
  const label = kind.nouns.singular;
  return (
    <DocumentsTab
      owner={{ kind: kind.documentOwner, id: record.id, label }}
      calls={calls}
      canWrite={canEdit}
      canDelete={canDelete && !kind.isArchived?.(record)}
      blockedReason={lock.isLockedByOther ? describeLockHolder(lock, label) : null}
      gate={gate}
    />
  );
}
