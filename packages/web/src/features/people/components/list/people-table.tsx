import type { ListQuery, PersonSummary } from "@rightsdesk/domain";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { offerBackState } from "../../../../app/navigation-state";
import { paths } from "../../../../app/paths";
import { Button } from "../../../../ui/button";
import { Card } from "../../../../ui/card";
import {
  DataTable,
  type DataColumn,
  type DataTableResult,
  type ListPageResult,
  type ListStateChange,
  type ListViewState,
} from "../../../../ui/data-table";
import { ArchiveIcon, RestoreIcon, TrashIcon } from "../../../../ui/icons";
import { usePersonRights } from "../../lib/person-rights";
import { ArchivePersonDialog, RestorePersonDialog } from "./archive-person-dialog";
import { DeletePersonDialog } from "./delete-person-dialog";

type Action = "archive" | "restore" | "delete";

type PeopleTableProps = {
  /** Which list: the active people (archive action) or the archive (restore and delete). */
  scope: "all" | "archive";
  columns: readonly DataColumn<PersonSummary>[];
  state: ListViewState;
  onStateChange: (change: ListStateChange, options?: { replace?: boolean }) => void;
  result: DataTableResult<PersonSummary>;
  fetchPage: (query: ListQuery) => Promise<ListPageResult<PersonSummary>>;
  emptyState: ReactNode;
};

const actionIcons = { archive: ArchiveIcon, restore: RestoreIcon, delete: TrashIcon } as const;
const actionWords = { archive: "Archive", restore: "Restore", delete: "Delete" } as const;

function RowAction({
  action,
  person,
  onClick,
}: {
  action: Action;
  person: PersonSummary;
  onClick: () => void;
}) {
  const Icon = actionIcons[action];
  const label = `${actionWords[action]} ${person.fullName}`;
  return (
    <Button
      variant="ghost"
      className={
        action === "delete"
          ? "p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
          : "p-1.5 text-slate-500 hover:text-slate-900"
      }
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon className="size-4" />
    </Button>
  );
}

/**
 * A people list in the shared data table, a row opening the person's profile. Archive (on the
 * active list), Restore and Delete (on the archive) show to users with the People delete right.
 */
export function PeopleTable({
  scope,
  columns,
  state,
  onStateChange,
  result,
  fetchPage,
  emptyState,
}: PeopleTableProps) {
  const navigate = useNavigate();
  const rights = usePersonRights();
  const [target, setTarget] = useState<{ person: PersonSummary; action: Action; open: boolean } | null>(null);
  const actions: readonly Action[] = scope === "all" ? ["archive"] : ["restore", "delete"];
  const close = () => setTarget((current) => (current ? { ...current, open: false } : null));

  return (
    <>
      <Card>
        <DataTable
          caption={scope === "all" ? "Active people" : "Archived people"}
          itemLabel="people"
          columns={columns}
          state={state}
          onStateChange={onStateChange}
          result={result}
          fetchPage={fetchPage}
          getRowId={(person) => String(person.id)}
          onOpenRow={(person) =>
            void navigate(paths.app.person.getHref(person.id), { state: offerBackState })
          }
          {...(rights.canDelete
            ? {
                rowActions: (person: PersonSummary) => (
                  <div className="flex gap-1">
                    {actions.map((action) => (
                      <RowAction
                        key={action}
                        action={action}
                        person={person}
                        onClick={() => setTarget({ person, action, open: true })}
                      />
                    ))}
                  </div>
                ),
              }
            : {})}
          emptyState={emptyState}
        />
      </Card>
      {target?.action === "archive" && (
        <ArchivePersonDialog
          key={target.person.id}
          person={target.person}
          open={target.open}
          onClose={close}
        />
      )}
      {target?.action === "restore" && (
        <RestorePersonDialog
          key={target.person.id}
          person={target.person}
          open={target.open}
          onClose={close}
        />
      )}
      {target?.action === "delete" && (
        <DeletePersonDialog
          key={target.person.id}
          person={target.person}
          open={target.open}
          onClose={close}
        />
      )}
    </>
  );
}
