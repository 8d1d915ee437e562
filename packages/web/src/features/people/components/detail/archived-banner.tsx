import type { PersonRecord } from "@rightsdesk/domain";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../../app/paths";
import { RecordArchivedBanner } from "../../../../ui/records/record-archive-controls";
import { useRestorePerson } from "../../api/update-person";
import { DeletePersonDialog } from "../list/delete-person-dialog";

/** An archived person is read only; people with the delete right can restore or delete them. */
export function ArchivedBanner({ person, canDelete }: { person: PersonRecord; canDelete: boolean }) {
  const navigate = useNavigate();
  return (
    <RecordArchivedBanner
      name={person.fullName}
      noun="person"
      archivedAt={person.archivedAt}
      archivedBy={person.archivedBy}
      restore={useRestorePerson(person.id)}
      canDelete={canDelete}
      renderDeleteDialog={(open, onClose) => (
        <DeletePersonDialog
          person={person}
          open={open}
          onClose={onClose}
          onDeleted={() => void navigate(paths.app.people.archive.getHref(), { replace: true })}
        />
      )}
    />
  );
}
