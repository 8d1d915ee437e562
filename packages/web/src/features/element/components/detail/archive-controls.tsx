import type { ElementDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/dialog";
import { Notice } from "../../../../ui/notice";
import { formatLogTime } from "../../../../ui/records/log-changes";
import { useArchiveElement, useDeleteElement, useRestoreElement } from "../../api/change-element";

/** Moves the element to the archive, after asking; it can be restored from its page. */
export function ArchiveElementButton({ element, disabled }: { element: ElementDetail; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveElement(element.id);
  const onConfirm = async () => {
    try {
      await archive.mutateAsync();
      toast.success(`${element.title} was archived.`);
      setOpen(false);
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        Archive
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => {
          archive.reset();
          setOpen(false);
        }}
        onConfirm={() => void onConfirm()}
        title={`Archive ${element.title}?`}
        confirmLabel="Archive"
        busyLabel="Archiving…"
        tone="primary"
        busy={archive.isPending}
        error={archive.error ? describeError(archive.error, "The element could not be archived.") : null}
      >
        <p>
          The element leaves the active list and becomes read only. Its licences and history are kept, and it
          can be restored at any time.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** An archived element is read only; people with the delete right can restore or delete it. */
export function ArchivedElementBanner({
  element,
  canDelete,
}: {
  element: ElementDetail;
  canDelete: boolean;
}) {
  const restore = useRestoreElement(element.id);
  const remove = useDeleteElement(element.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (!element.archivedAt) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(`${element.title} was restored.`);
    } catch {
      // Shown in the banner.
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(`${element.title} was deleted.`);
      setDeleting(false);
      void navigate(paths.app.elements.all.getHref(), { replace: true });
    } catch {
      // Shown in the dialog.
    }
  };
  const by = element.archivedBy ? ` by ${element.archivedBy}` : "";
  return (
    <Notice tone="warning" title="This element is archived" className="mb-4">
      <p>
        Archived on {formatLogTime(element.archivedAt)}
        {by}. The record is read only until it is restored.
      </p>
      {restore.error && (
        <p className="mt-1 font-medium text-red-800">
          {describeError(restore.error, "The element could not be restored.")}
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
          <ConfirmDialog
            open={deleting}
            onClose={() => {
              remove.reset();
              setDeleting(false);
            }}
            onConfirm={() => void onDelete()}
            title={`Delete ${element.title} for good?`}
            confirmLabel="Delete element"
            busyLabel="Deleting…"
            busy={remove.isPending}
            error={remove.error ? describeError(remove.error, "The element could not be deleted.") : null}
          >
            <p>
              The element and its licences are deleted and cannot be brought back. An element still linked to
              assets cannot be deleted until it is removed from them.
            </p>
          </ConfirmDialog>
        </div>
      )}
    </Notice>
  );
}
