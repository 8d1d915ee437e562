import type { CompanyRecord } from "@rightsdesk/domain";
import { RecordArchiveButton } from "../../../../ui/records/record-archive-controls";
import { useArchiveCompany } from "../../api/archive-company";

/** Moves the company to the archive list, after asking; it can be restored from there. */
export function ArchiveCompanyButton({ company, disabled }: { company: CompanyRecord; disabled: boolean }) {
  return (
    <RecordArchiveButton
      name={company.companyNames[0]}
      noun="company"
      archive={useArchiveCompany(company.id)}
      disabled={disabled}
      confirmLabel="Archive company"
    >
      It leaves the list of active companies and becomes read only. You can restore it from the archive at any
      time.
    </RecordArchiveButton>
  );
}
