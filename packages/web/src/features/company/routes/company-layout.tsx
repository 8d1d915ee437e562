import { isApiError } from "@rightsdesk/api-client";
import { companyRouteLabels, companyRoutesFor, type CompanyRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, Outlet, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CompassIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { StatusPage } from "../../../ui/status-page";
import { TabNav } from "../../../ui/tab-nav";
import { companyQueryOptions, useCompany } from "../api/get-company";
import { ArchiveCompanyButton } from "../components/detail/archive-company-button";
import { ArchivedBanner } from "../components/detail/archived-banner";
import { CompanyLockProvider, useCompanyLock } from "../components/detail/company-lock";
import { CompanyPageContext, type CompanyPage } from "../components/detail/company-page";
import { LockBanner } from "../components/detail/lock-banner";
import { formatCompanyType } from "../lib/company-labels";
import { RecordStatusBadge } from "../../../ui/records/record-status-badge";
import { useCompanyRights } from "../lib/company-rights";
import { readCompanyId } from "../lib/read-company-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const companyId = readCompanyId(params.companyId);
    if (companyId === null) return null;
    try {
      await queryClient.ensureQueryData(companyQueryOptions(companyId));
    } catch {
      // Shown in place: "not found", or the failure with a way to try again.
    }
    return null;
  };
}

function CompanyNotFound() {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="Companies"
      title="This company does not exist"
      actions={
        <Link to={paths.app.companies.all.getHref()} className={buttonClassName("primary")}>
          Back to all companies
        </Link>
      }
    >
      <p>It may have been deleted, or the address is mistyped.</p>
    </StatusPage>
  );
}

/** One company: who it is, whether it is archived or being edited, then its tabs (child routes). */
export function Component() {
  const companyId = readCompanyId(useParams().companyId);
  if (companyId === null) return <CompanyNotFound />;
  return (
    <CompanyLockProvider key={companyId} companyId={companyId}>
      <CompanyPageFrame companyId={companyId} />
    </CompanyLockProvider>
  );
}

function HeaderSkeleton() {
  return (
    <div role="status" aria-label="Loading the company…" className="space-y-3">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-80" />
      <Skeleton className="h-4 w-60" />
      <Skeleton className="mt-6 h-9 w-full" />
      <Skeleton className="mt-6 h-64 w-full" />
    </div>
  );
}

function CompanyPageFrame({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  if (company.isPending) return <HeaderSkeleton />;
  if (company.isError) {
    if (isApiError(company.error) && company.error.type === "NotFound") return <CompanyNotFound />;
    return (
      <Card>
        <LoadError
          title="This company could not be loaded"
          error={company.error}
          retrying={company.isFetching}
          onRetry={() => void company.refetch()}
        />
      </Card>
    );
  }
  return <CompanyFrame company={company.data} />;
}

function CompanyFrame({ company }: { company: CompanyRecord }) {
  const rights = useCompanyRights();
  const lock = useCompanyLock();
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
  return (
    <CompanyPageContext value={page}>
      <title>{`${legalName} · Companies · ${config.productName}`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link
          to={archived ? paths.app.companies.archive.getHref() : paths.app.companies.all.getHref()}
          className="font-medium text-indigo-700 hover:underline"
        >
          {archived ? "Archived companies" : "Companies"}
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="font-mono text-slate-600">{company.recordId}</span>
      </nav>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{legalName}</h1>
            <RecordStatusBadge status={company.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {formatCompanyType(company.companyType)}
            {company.companyNames[1] ? ` · trading as ${company.companyNames[1]}` : ""}
          </p>
        </div>
        {rights.canDelete && !archived && (
          <ArchiveCompanyButton company={company} disabled={lock.isLockedByOther} />
        )}
      </div>
      <ArchivedBanner company={company} canRestore={rights.canDelete} />
      <LockBanner />
      <TabNav label={`${legalName}: tabs`} tabs={tabs} className="mb-6" />
      <Outlet />
    </CompanyPageContext>
  );
}
