import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { ConfirmDialog } from "../../../../ui/dialog";
import { useArchivePerson, useRestorePerson } from "../../api/update-person";

type DialogProps = {
  person: { id: number; fullName: string };
  open: boolean;
  onClose: () => void;
};

/** Asks before moving a person to the archive, then says it happened. */
export function ArchivePersonDialog({ person, open, onClose }: DialogProps) {
  const archive = useArchivePerson(person.id);
  const close = () => {
    archive.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() =>
        archive.mutate(undefined, {
          onSuccess: () => {
            toast.success(`${person.fullName} was moved to the archive.`);
            close();
          },
        })
      }
      title={`Archive ${person.fullName}?`}
      confirmLabel="Archive"
      busyLabel="Archiving…"
      busy={archive.isPending}
      error={archive.isError ? describeError(archive.error, "The person could not be archived.") : undefined}
    >
      They leave the active list and move to the archive, with everything recorded on them. You can restore
      them from the archive at any time.
    </ConfirmDialog>
  );
}

/** Asks before bringing a person back to the active list, then says it happened. */
export function RestorePersonDialog({ person, open, onClose }: DialogProps) {
  const restore = useRestorePerson(person.id);
  const close = () => {
    restore.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() =>
        restore.mutate(undefined, {
          onSuccess: () => {
            toast.success(`${person.fullName} is back on the active list.`);
            close();
          },
        })
      }
      title={`Restore ${person.fullName}?`}
      confirmLabel="Restore"
      busyLabel="Restoring…"
      tone="primary"
      busy={restore.isPending}
      error={restore.isError ? describeError(restore.error, "The person could not be restored.") : undefined}
    >
      They return to the active list as they were when archived.
    </ConfirmDialog>
  );
}
