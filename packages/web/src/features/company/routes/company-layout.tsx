import { companyRouteLabels, companyRoutesFor, type CompanyRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { loadRecord, RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import { RecordStatusBadge } from "../../../ui/records/record-status-badge";
import { companyLockMachine, releaseCompanyLockQuietly } from "../api/company-lock";
import { companyQueryOptions, useCompany } from "../api/get-company";
import { ArchiveCompanyButton } from "../components/detail/archive-company-button";
import { ArchivedBanner } from "../components/detail/archived-banner";
import { CompanyPageContext, type CompanyPage } from "../components/detail/company-page";
import { formatCompanyType } from "../lib/company-labels";
import { useCompanyRights } from "../lib/company-rights";
import { readCompanyId } from "../lib/read-company-id";

const nouns = { singular: "company", plural: "Companies" };
const lock = {
  machine: companyLockMachine,
  recordType: "company",
  releaseQuietly: releaseCompanyLockQuietly,
} as const;

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readCompanyId(params.companyId), companyQueryOptions);
}

/** One company: who it is, whether it is archived or being edited, then its tabs (child routes). */
export function Component() {
  return (
    <RecordLayout
      recordId={readCompanyId(useParams().companyId)}
      useRecord={useCompany}
      lock={lock}
      nouns={nouns}
      listHref={paths.app.companies.all.getHref()}
    >
      {(company) => <CompanyFrame company={company} />}
    </RecordLayout>
  );
}

function CompanyFrame({ company }: { company: CompanyRecord }) {
  const rights = useCompanyRights();
  const { isLockedByOther } = useRecordLock();
  const archived = company.archivedAt !== null;
  const page = useMemo<CompanyPage>(
    () => ({ company, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [company, rights.canWrite, rights.canDelete, archived],
  );
  const [legalName] = company.companyNames;
  const tabs = companyRoutesFor(company.companyType.mainType).map((route) => ({
    to: paths.app.company.getHref(company.id, route),
    label: companyRouteLabels[route],
  }));
  const list = archived
    ? { label: "Archived companies", href: paths.app.companies.archive.getHref() }
    : { label: "Companies", href: paths.app.companies.all.getHref() };
  return (
    <CompanyPageContext value={page}>
      <RecordFrame
        nouns={nouns}
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
          rights.canDelete && !archived ? (
            <ArchiveCompanyButton company={company} disabled={isLockedByOther} />
          ) : null
        }
        banner={<ArchivedBanner company={company} canRestore={rights.canDelete} />}
        tabs={tabs}
      />
    </CompanyPageContext>
  );
}
