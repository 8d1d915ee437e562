import type { PersonRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Badge } from "../../../ui/badge";
import { loadRecord, RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import { RecordStatusBadge } from "../../../ui/records/record-status-badge";
import { personQueryOptions, usePerson } from "../api/get-person";
import { personLockMachine, releasePersonLockQuietly } from "../api/person-lock";
import { ArchivePersonButton } from "../components/detail/archive-person-button";
import { ArchivedBanner } from "../components/detail/archived-banner";
import { PersonPageContext, type PersonPage } from "../components/detail/person-page";
import { StatusMenu } from "../components/detail/status-menu";
import { formatPersonKinds } from "../lib/person-labels";
import { usePersonRights } from "../lib/person-rights";
import { personTabs } from "../lib/person-tab";
import { readPersonId } from "../lib/read-person-id";

const nouns = { singular: "person", plural: "People" };
const lock = {
  machine: personLockMachine,
  recordType: "person",
  releaseQuietly: releasePersonLockQuietly,
} as const;

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readPersonId(params.peopleId), personQueryOptions);
}

/** One person: who they are, whether archived or being edited, then their tabs (child routes). */
export function Component() {
  return (
    <RecordLayout
      recordId={readPersonId(useParams().peopleId)}
      useRecord={usePerson}
      lock={lock}
      nouns={nouns}
      listHref={paths.app.people.all.getHref()}
      notFoundReason="They may have been deleted, or the address is mistyped."
    >
      {(person) => <PersonFrame person={person} />}
    </RecordLayout>
  );
}

function PersonFrame({ person }: { person: PersonRecord }) {
  const rights = usePersonRights();
  const { isLockedByOther } = useRecordLock();
  const archived = person.archivedAt !== null;
  const page = useMemo<PersonPage>(
    () => ({ person, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [person, rights.canWrite, rights.canDelete, archived],
  );
  const list = archived
    ? { label: "Archived people", href: paths.app.people.archive.getHref() }
    : { label: "People", href: paths.app.people.all.getHref() };
  return (
    <PersonPageContext value={page}>
      <RecordFrame
        nouns={nouns}
        name={person.fullName}
        crumbs={[list]}
        code={person.recordId}
        badges={
          <>
            <RecordStatusBadge status={person.status} />
            {person.isMinor && <Badge tone="amber">Minor</Badge>}
          </>
        }
        summary={
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-mono">{person.recordId}</span>
            {" · "}
            {formatPersonKinds(person.kinds)}
          </p>
        }
        actions={
          !archived && (rights.canWrite || rights.canDelete) ? (
            <div className="flex flex-wrap gap-3">
              {rights.canWrite && <StatusMenu person={person} disabled={isLockedByOther} />}
              {rights.canDelete && <ArchivePersonButton person={person} disabled={isLockedByOther} />}
            </div>
          ) : null
        }
        banner={<ArchivedBanner person={person} canDelete={rights.canDelete} />}
        tabs={personTabs(person)}
      />
    </PersonPageContext>
  );
}
