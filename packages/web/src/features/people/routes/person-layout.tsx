import type { PersonRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { Badge } from "../../../ui/badge";
import { RecordArchiveButton, RecordArchivedBanner } from "../../../ui/records/record-archive-controls";
import { RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import type { RecordPage } from "../../../ui/records/record-page";
import { loadRecord } from "../../../ui/records/record-queries";
import { RecordStatusBadge } from "../../../ui/records/record-status-badge";
import { personKind } from "../api/person-kind";
import { StatusMenu } from "../components/detail/status-menu";
import { DeletePersonDialog } from "../components/list/delete-person-dialog";
import { personArchiveText } from "../components/list/people-list";
import { formatPersonKinds } from "../lib/person-labels";
import { personTabs } from "../lib/person-tab";

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, personKind);
}

/** One person: who they are, whether archived or being edited, then their tabs (child routes). */
export function Component() {
  return (
    <RecordLayout kind={personKind} notFoundReason="They may have been deleted, or the address is mistyped.">
      {(person, page) => <PersonFrame person={person} page={page} />}
    </RecordLayout>
  );
}

function PersonFrame({ person, page }: { person: PersonRecord; page: RecordPage<PersonRecord> }) {
  const { isLockedByOther } = useRecordLock();
  const navigate = useNavigate();
  const archived = person.archivedAt !== null;
  const named = { ...person, name: person.fullName };
  const list = archived
    ? { label: "Archived people", href: paths.app.people.archive.getHref() }
    : { label: "People", href: paths.app.people.all.getHref() };
  return (
    <RecordFrame
      nouns={personKind.nouns}
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
        !archived && (page.canWrite || page.canDelete) ? (
          <div className="flex flex-wrap gap-3">
            {page.canWrite && <StatusMenu person={person} disabled={isLockedByOther} />}
            {page.canDelete && (
              <RecordArchiveButton
                kind={personKind}
                record={named}
                disabled={isLockedByOther}
                successText={`${person.fullName} was moved to the archive.`}
              >
                {personArchiveText}
              </RecordArchiveButton>
            )}
          </div>
        ) : null
      }
      banner={
        <RecordArchivedBanner
          kind={personKind}
          record={named}
          canDelete={page.canDelete}
          renderDeleteDialog={(open, onClose) => (
            <DeletePersonDialog
              person={person}
              open={open}
              onClose={onClose}
              onDeleted={() => void navigate(paths.app.people.archive.getHref(), { replace: true })}
            />
          )}
        />
      }
      tabs={personTabs(person)}
    />
  );
}
