import type { CompletionReportDetail } from "@rightsdesk/domain";
import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { api } from "../../../lib/api-client";
import { Badge } from "../../../ui/badge";
import { Card, CardHeader } from "../../../ui/card";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { formatLogTime } from "../../../ui/records/log-changes";
import { useRevisions } from "../api/completion-report-life";
import { formatChangeField, formatChangeValue } from "../lib/revision-changes";

type Revision = NonNullable<ReturnType<typeof useRevisions>["data"]>["records"][number];
type Changes = NonNullable<Revision["changes"]>;
type FieldChange = Changes["fields"][number];

const by = (who: string | null) => (who ? ` by ${who}` : "");

function FieldChanges({ fields }: { fields: readonly FieldChange[] }) {
  return (
    <ul className="mt-1 space-y-0.5 pl-4 text-slate-600">
      {fields.map((change) => (
        <li key={change.field}>
          {`${formatChangeField(change.field)}: ${formatChangeValue(change.field, change.from)} → ${formatChangeValue(change.field, change.to)}`}
        </li>
      ))}
    </ul>
  );
}

/** The names of the elements a revision added or removed (the log keeps their ids). */
function useElementNames(ids: readonly number[]) {
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: ["elements", "detail", id],
      queryFn: () => api.getElementById({ params: { id } }),
      staleTime: 60_000,
    })),
  });
  return (id: number) => {
    const element = answers[ids.indexOf(id)]?.data;
    return element ? `${element.title} (${element.code})` : `Element #${id}`;
  };
}

function ChangeGroup({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <p className="font-medium text-slate-800">{title}</p>
      {children}
    </div>
  );
}

function names(list: readonly { name: string }[]) {
  return list.map((entry) => entry.name).join(", ");
}

/** What one revision changed, part by part; "No change" when it changed nothing. */
function RevisionChanges({ changes }: { changes: Changes }) {
  const elementIds = [...changes.elementsAdded, ...changes.elementsRemoved];
  const elementName = useElementNames(elementIds);
  const parts: ReactNode[] = [];
  if (changes.fields.length > 0)
    parts.push(
      <ChangeGroup key="fields" title="Profile">
        <FieldChanges fields={changes.fields} />
      </ChangeGroup>,
    );
  if (changes.castAdded.length > 0)
    parts.push(<ChangeGroup key="cast-added" title={`Cast added: ${names(changes.castAdded)}`} />);
  if (changes.castRemoved.length > 0)
    parts.push(<ChangeGroup key="cast-removed" title={`Cast removed: ${names(changes.castRemoved)}`} />);
  for (const member of changes.castChanged)
    parts.push(
      <ChangeGroup key={`cast-${member.personId}`} title={`Cast changed: ${member.name}`}>
        <FieldChanges fields={member.fields} />
      </ChangeGroup>,
    );
  if (changes.crewAdded.length > 0)
    parts.push(<ChangeGroup key="crew-added" title={`Crew added: ${names(changes.crewAdded)}`} />);
  if (changes.crewRemoved.length > 0)
    parts.push(<ChangeGroup key="crew-removed" title={`Crew removed: ${names(changes.crewRemoved)}`} />);
  if (changes.elementsAdded.length > 0)
    parts.push(
      <ChangeGroup
        key="elements-added"
        title={`Elements added: ${changes.elementsAdded.map(elementName).join(", ")}`}
      />,
    );
  if (changes.elementsRemoved.length > 0)
    parts.push(
      <ChangeGroup
        key="elements-removed"
        title={`Elements removed: ${changes.elementsRemoved.map(elementName).join(", ")}`}
      />,
    );
  if (parts.length === 0) return <p className="mt-2 text-sm text-slate-500">No change.</p>;
  return <div className="mt-2 space-y-2 text-sm">{parts}</div>;
}

function RevisionEntry({ revision }: { revision: Revision }) {
  return (
    <li className="px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {`Revision ${revision.number}`}
          {revision.resubmittedAt === null && <Badge tone="amber">Open</Badge>}
        </p>
        <p className="text-sm text-slate-500">
          {`Opened ${formatLogTime(revision.revisedAt)}${by(revision.revisedBy)}`}
          {revision.resubmittedAt &&
            ` · Submitted again ${formatLogTime(revision.resubmittedAt)}${by(revision.resubmittedBy)}`}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {revision.reason ? `Reason: ${revision.reason}` : "No reason given."}
      </p>
      {revision.changes ? (
        <RevisionChanges changes={revision.changes} />
      ) : (
        <p className="mt-2 text-sm text-slate-500">Its changes are listed once it is submitted again.</p>
      )}
    </li>
  );
}

/** The revise log: each revision, newest first, who opened and resubmitted it, and what changed. */
export function ReviseLog({ report }: { report: CompletionReportDetail }) {
  const revisions = useRevisions(report.id);
  const records = [...(revisions.data?.records ?? [])].sort((a, b) => b.number - a.number);
  return (
    <Card aria-labelledby="revise-log-title">
      <CardHeader
        titleId="revise-log-title"
        title="Revise log"
        description="Each time the submitted report was reopened, and what changed before it was submitted again."
      />
      <QueryView
        query={revisions}
        loading={<LoadingBars label="Loading the revise log…" bars={["h-4 w-2/3", "h-4 w-1/2"]} />}
        errorTitle="The revise log could not be loaded"
        isEmpty={() => records.length === 0}
        empty={<p className="px-5 py-5 text-sm text-slate-600 sm:px-6">Never revised.</p>}
      >
        {() => (
          <ol className="divide-y divide-slate-100">
            {records.map((revision) => (
              <RevisionEntry key={revision.id} revision={revision} />
            ))}
          </ol>
        )}
      </QueryView>
    </Card>
  );
}
