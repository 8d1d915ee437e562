import type { PersonRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { Notice } from "../../../../ui/notice";
import { formatLogTime } from "../../../../ui/records/log-changes";
import { useRestorePerson } from "../../api/update-person";
import { DeletePersonDialog } from "../list/delete-person-dialog";

/** An archived person is read only; people with the delete right can restore or delete them. */
export function ArchivedBanner({ person, canDelete }: { person: PersonRecord; canDelete: boolean }) {
  const restore = useRestorePerson(person.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (!person.archivedAt) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(`${person.fullName} was restored.`);
    } catch {
      // Shown in the banner.
    }
  };
  const by = person.archivedBy ? ` by ${person.archivedBy}` : "";
  return (
    <Notice tone="warning" title="This person is archived" className="mb-4">
      <p>
        Archived on {formatLogTime(person.archivedAt)}
        {by}. The record is read only until it is restored.
      </p>
      {restore.error && (
        <p className="mt-1 font-medium text-red-800">
          {describeError(restore.error, "The person could not be restored.")}
        </p>
      )}
      {canDelete && (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            busy={restore.isPending}
            busyLabel="Restoring…"
            onClick={() => void onRestore()}
          >
            Restore
          </Button>
          <Button variant="secondary" className="text-red-700" onClick={() => setDeleting(true)}>
            Delete for good…
          </Button>
          <DeletePersonDialog
            person={person}
            open={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate(paths.app.people.archive.getHref(), { replace: true })}
          />
        </div>
      )}
    </Notice>
  );
}
