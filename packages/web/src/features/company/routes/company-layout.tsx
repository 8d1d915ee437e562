import { companyRouteLabels, companyRoutesFor, type CompanyRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { RecordArchiveButton, RecordArchivedBanner } from "../../../ui/records/record-archive-controls";
import { RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import type { RecordPage } from "../../../ui/records/record-page";
import { loadRecord } from "../../../ui/records/record-queries";
import { RecordStatusBadge } from "../../../ui/records/record-status-badge";
import { companyKind } from "../api/company-kind";
import { formatCompanyType } from "../lib/company-labels";

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, companyKind);
}

/** One company: who it is, whether it is archived or being edited, then its tabs (child routes). */
export function Component() {
  return (
    <RecordLayout kind={companyKind}>
      {(company, page) => <CompanyFrame company={company} page={page} />}
    </RecordLayout>
  );
}

function CompanyFrame({ company, page }: { company: CompanyRecord; page: RecordPage<CompanyRecord> }) {
  const { isLockedByOther } = useRecordLock();
  const archived = company.archivedAt !== null;
  const [legalName] = company.companyNames;
  const named = { ...company, name: legalName };
  const tabs = companyRoutesFor(company.companyType.mainType).map((route) => ({
    to: paths.app.company.getHref(company.id, route),
    label: companyRouteLabels[route],
  }));
  const list = archived
    ? { label: "Archived companies", href: paths.app.companies.archive.getHref() }
    : { label: "Companies", href: paths.app.companies.all.getHref() };
  return (
    <RecordFrame
      nouns={companyKind.nouns}
      name={legalName}
      crumbs={[list]}
      code={company.recordId}
      badges={<RecordStatusBadge status={company.status} />}
      summary={
        <p className="mt-1 text-sm text-slate-600">
          {formatCompanyType(company.companyType)}
          {company.companyNames[1] ? ` · trading as ${company.companyNames[1]}` : ""}
        </p>
      }
      actions={
        page.canDelete && !archived ? (
          <RecordArchiveButton
            kind={companyKind}
            record={named}
            disabled={isLockedByOther}
            confirmLabel="Archive company"
          >
            It leaves the list of active companies and becomes read only. You can restore it from the archive
            at any time.
          </RecordArchiveButton>
        ) : null
      }
      banner={
        <RecordArchivedBanner
          kind={companyKind}
          record={named}
          canDelete={page.canDelete}
          readOnlyText="It is read only until it is restored."
        />
      }
      tabs={tabs}
    />
  );
}
