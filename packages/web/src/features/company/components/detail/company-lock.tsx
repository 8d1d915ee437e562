import type { ReactNode } from "react";
import { RecordLockProvider, useRecordLock, type RecordLock } from "../../../../ui/records/record-lock";
import { companyLockMachine, releaseCompanyLockQuietly } from "../../api/company-lock";

/** The edit lock of one company, for every form on its pages (the shared record lock). */
export function CompanyLockProvider({ companyId, children }: { companyId: number; children: ReactNode }) {
  return (
    <RecordLockProvider
      machine={companyLockMachine}
      recordType="company"
      recordId={companyId}
      releaseQuietly={releaseCompanyLockQuietly}
    >
      {children}
    </RecordLockProvider>
  );
}

export function useCompanyLock(): RecordLock {
  return useRecordLock();
}
