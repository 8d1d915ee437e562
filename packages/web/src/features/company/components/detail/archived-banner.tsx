import type { CompanyRecord } from "@rightsdesk/domain";
import { RecordArchivedBanner } from "../../../../ui/records/record-archive-controls";
import { useRestoreCompany } from "../../api/restore-company";

/** An archived company is read only; people with the delete right can bring it back. */
export function ArchivedBanner({ company, canRestore }: { company: CompanyRecord; canRestore: boolean }) {
  return (
    <RecordArchivedBanner
      name={company.companyNames[0]}
      noun="company"
      archivedAt={company.archivedAt}
      archivedBy={company.archivedBy}
      restore={useRestoreCompany(company.id)}
      canDelete={canRestore}
      readOnlyText="It is read only until it is restored."
    />
  );
}
