import type { ReactNode } from "react";
import { RecordLockProvider } from "../../../../ui/records/record-lock";
import { elementLockMachine, releaseElementLockQuietly } from "../../api/element-lock";

/** The edit lock of one element, for every form on its pages (the shared record lock). */
export function ElementLockProvider({ elementId, children }: { elementId: number; children: ReactNode }) {
  return (
    <RecordLockProvider
      machine={elementLockMachine}
      recordType="element"
      recordId={elementId}
      releaseQuietly={releaseElementLockQuietly}
    >
      {children}
    </RecordLockProvider>
  );
}
