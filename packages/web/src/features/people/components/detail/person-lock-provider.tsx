import type { ReactNode } from "react";
import { RecordLockProvider } from "../../../../ui/records/record-lock";
import { personLockMachine, releasePersonLockQuietly } from "../../api/person-lock";

/** The edit lock of one person, for every form on their pages (the shared record lock). */
export function PersonLockProvider({ personId, children }: { personId: number; children: ReactNode }) {
  return (
    <RecordLockProvider
      machine={personLockMachine}
      recordType="person"
      recordId={personId}
      releaseQuietly={releasePersonLockQuietly}
    >
      {children}
    </RecordLockProvider>
  );
}
