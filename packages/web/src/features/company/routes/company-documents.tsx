import { useMemo } from "react";
import { DocumentsTab } from "../../documents/components/documents-tab";
import type { DocumentChangeGate } from "../../documents/lib/document-calls";
import { useCompanyDocumentCalls } from "../api/company-documents";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { useCompanyPage } from "../components/detail/company-page";
import { lockBannerText } from "../lib/lock-banner";
import { useCompanyRights } from "../lib/company-rights";

/** The documents tab of a company: the shared documents tab with the company's calls and lock. */
export function Component() {
  const { company, canEdit } = useCompanyPage();
  const rights = useCompanyRights();
  const calls = useCompanyDocumentCalls(company.id);
  const { begin, end, lock } = useLockedEdit("company-documents");
  const gate = useMemo<DocumentChangeGate>(() => ({ begin, end }), [begin, end]);
  return (
    <DocumentsTab
      owner={{ kind: "company", id: company.id, label: "company" }}
      calls={calls}
      canWrite={canEdit}
      canDelete={rights.canDelete && company.archivedAt === null}
      blockedReason={lock.isLockedByOther ? lockBannerText(lock) : null}
      gate={gate}
    />
  );
}
