import type { PersonSummary } from "@rightsdesk/domain";
import { api } from "../../../../lib/api-client";
import { paths } from "../../../../routing/paths";
import { ArchiveIcon, UsersIcon } from "../../../../ui/icons";
import { ArchiveRecordDialog, RestoreRecordDialog } from "../../../../ui/records/record-archive-controls";
import { recordListRoute, type RecordListSpec } from "../../../../ui/records/record-list";
import { peopleKeys } from "../../api/people-keys";
import { personKind } from "../../api/person-kind";
import { DeletePersonDialog } from "./delete-person-dialog";
import { personColumns } from "./person-columns";

/** What archiving a person does, in the dialog of the list and of their page. */
export const personArchiveText =
  "They leave the active list and move to the archive, with everything recorded on them. You can restore them from the archive at any time.";

const dialogOf = (person: PersonSummary, open: boolean, onClose: () => void) => ({
  kind: personKind,
  record: { id: person.id, name: person.fullName },
  open,
  onClose,
});

const lists = {
  all: {
    list: (query) => api.listPeople({ body: query }),
    columns: personColumns.all,
    title: "People",
    caption: "Active people",
    empty: {
      icon: <UsersIcon className="size-5" />,
      title: "No people yet",
      text: "People you add appear here.",
      add: { href: paths.app.addPerson.getHref(), label: "Add person" },
    },
  },
  archive: {
    list: (query) => api.listArchivedPeople({ body: query }),
    columns: personColumns.archive,
    title: "Archived people",
    caption: "Archived people",
    empty: {
      icon: <ArchiveIcon className="size-5" />,
      title: "The archive is empty",
      text: "People you archive move here, and can be restored or deleted from here.",
    },
  },
} satisfies Record<"all" | "archive", Partial<RecordListSpec<PersonSummary>>>;

/**
 * `/people/all` (`POST /People/GetBy`) and `/people/archive` (`POST /People/Archive/GetBy`): the
 * shared list, a row opening the person's profile. Archive (on the active list), Restore and
 * Delete (on the archive) show to users with the People delete right.
 */
export function peopleListRoute(scope: "all" | "archive") {
  return recordListRoute<PersonSummary>({
    ...lists[scope],
    module: personKind.module,
    queryKey: [...peopleKeys.lists(), scope],
    itemLabel: "people",
    rowHref: (person) => paths.app.person.getHref(person.id),
    rowActions: {
      actions: scope === "all" ? ["archive"] : ["restore", "delete"],
      nameOf: (person) => person.fullName,
      renderDialog: (action, person, open, onClose) =>
        action === "delete" ? (
          <DeletePersonDialog person={person} open={open} onClose={onClose} />
        ) : action === "archive" ? (
          <ArchiveRecordDialog
            {...dialogOf(person, open, onClose)}
            successText={`${person.fullName} was moved to the archive.`}
          >
            {personArchiveText}
          </ArchiveRecordDialog>
        ) : (
          <RestoreRecordDialog {...dialogOf(person, open, onClose)}>
            They return to the active list as they were when archived.
          </RestoreRecordDialog>
        ),
    },
  });
}
