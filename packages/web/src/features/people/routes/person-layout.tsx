import { isApiError } from "@rightsdesk/api-client";
import type { PersonRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, Outlet, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { Badge } from "../../../ui/badge";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CompassIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { RecordLockBanner } from "../../../ui/records/lock-banner";
import { useRecordLock } from "../../../ui/records/record-lock";
import { RecordStatusBadge } from "../../../ui/records/record-status-badge";
import { Skeleton } from "../../../ui/skeleton";
import { StatusPage } from "../../../ui/status-page";
import { TabNav } from "../../../ui/tab-nav";
import { personQueryOptions, usePerson } from "../api/get-person";
import { ArchivePersonButton } from "../components/detail/archive-person-button";
import { ArchivedBanner } from "../components/detail/archived-banner";
import { PersonLockProvider } from "../components/detail/person-lock-provider";
import { PersonPageContext, type PersonPage } from "../components/detail/person-page";
import { StatusMenu } from "../components/detail/status-menu";
import { formatPersonKinds } from "../lib/person-labels";
import { personTabs } from "../lib/person-tab";
import { usePersonRights } from "../lib/person-rights";
import { readPersonId } from "../lib/read-person-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const personId = readPersonId(params.peopleId);
    if (personId === null) return null;
    try {
      await queryClient.ensureQueryData(personQueryOptions(personId));
    } catch {
      // Shown in place: "not found", or the failure with a way to try again.
    }
    return null;
  };
}

function PersonNotFound() {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="People"
      title="This person does not exist"
      actions={
        <Link to={paths.app.people.all.getHref()} className={buttonClassName("primary")}>
          Back to all people
        </Link>
      }
    >
      <p>They may have been deleted, or the address is mistyped.</p>
    </StatusPage>
  );
}

/** One person: who they are, whether archived or being edited, then their tabs (child routes). */
export function Component() {
  const personId = readPersonId(useParams().peopleId);
  if (personId === null) return <PersonNotFound />;
  return (
    <PersonLockProvider key={personId} personId={personId}>
      <PersonPageFrame personId={personId} />
    </PersonLockProvider>
  );
}

function HeaderSkeleton() {
  return (
    <div role="status" aria-label="Loading the person…" className="space-y-3">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-80" />
      <Skeleton className="h-4 w-60" />
      <Skeleton className="mt-6 h-9 w-full" />
      <Skeleton className="mt-6 h-64 w-full" />
    </div>
  );
}

function PersonPageFrame({ personId }: { personId: number }) {
  const person = usePerson(personId);
  if (person.isPending) return <HeaderSkeleton />;
  if (person.isError) {
    if (isApiError(person.error) && person.error.type === "NotFound") return <PersonNotFound />;
    return (
      <Card>
        <LoadError
          title="This person could not be loaded"
          error={person.error}
          retrying={person.isFetching}
          onRetry={() => void person.refetch()}
        />
      </Card>
    );
  }
  return <PersonFrame person={person.data} />;
}

function PersonFrame({ person }: { person: PersonRecord }) {
  const rights = usePersonRights();
  const lock = useRecordLock();
  const archived = person.archivedAt !== null;
  const page = useMemo<PersonPage>(
    () => ({ person, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [person, rights.canWrite, rights.canDelete, archived],
  );
  return (
    <PersonPageContext value={page}>
      <title>{`${person.fullName} · People · ${config.productName}`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link
          to={archived ? paths.app.people.archive.getHref() : paths.app.people.all.getHref()}
          className="font-medium text-indigo-700 hover:underline"
        >
          {archived ? "Archived people" : "People"}
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="font-mono text-slate-600">{person.recordId}</span>
      </nav>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{person.fullName}</h1>
            <RecordStatusBadge status={person.status} />
            {person.isMinor && <Badge tone="amber">Minor</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-mono">{person.recordId}</span>
            {" · "}
            {formatPersonKinds(person.kinds)}
          </p>
        </div>
        {!archived && (rights.canWrite || rights.canDelete) && (
          <div className="flex flex-wrap gap-3">
            {rights.canWrite && <StatusMenu person={person} disabled={lock.isLockedByOther} />}
            {rights.canDelete && <ArchivePersonButton person={person} disabled={lock.isLockedByOther} />}
          </div>
        )}
      </div>
      <ArchivedBanner person={person} canDelete={rights.canDelete} />
      <RecordLockBanner recordLabel="person" />
      <TabNav label={`${person.fullName}: tabs`} tabs={personTabs(person)} className="mb-6" />
      <Outlet />
    </PersonPageContext>
  );
}
