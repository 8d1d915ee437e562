import type { AssetRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/dialog";
import { Notice } from "../../../../ui/notice";
import { formatLogTime } from "../../../../ui/records/log-changes";
import { useArchiveAsset, useDeleteAsset, useRestoreAsset } from "../../api/change-asset";

/** Moves the asset to the archive, after asking; it can be restored from its page. */
export function ArchiveAssetButton({ asset, disabled }: { asset: AssetRecord; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveAsset(asset.id);
  const onConfirm = async () => {
    try {
      await archive.mutateAsync();
      toast.success(`${asset.title} was archived.`);
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
        title={`Archive ${asset.title}?`}
        confirmLabel="Archive"
        busyLabel="Archiving…"
        tone="primary"
        busy={archive.isPending}
        error={archive.error ? describeError(archive.error, "The asset could not be archived.") : null}
      >
        <p>
          The asset leaves the active list and becomes read only. Its use rights and history are kept, and it
          can be restored at any time.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** An archived asset is read only; people with the delete right can restore or delete it. */
export function ArchivedAssetBanner({ asset, canDelete }: { asset: AssetRecord; canDelete: boolean }) {
  const restore = useRestoreAsset(asset.id);
  const remove = useDeleteAsset(asset.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (!asset.archivedAt) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(`${asset.title} was restored.`);
    } catch {
      // Shown in the banner.
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(`${asset.title} was deleted.`);
      setDeleting(false);
      void navigate(paths.app.assets.all.getHref(), { replace: true });
    } catch {
      // Shown in the dialog.
    }
  };
  const by = asset.archivedBy ? ` by ${asset.archivedBy}` : "";
  return (
    <Notice tone="warning" title="This asset is archived" className="mb-4">
      <p>
        Archived on {formatLogTime(asset.archivedAt)}
        {by}. The record is read only until it is restored.
      </p>
      {restore.error && (
        <p className="mt-1 font-medium text-red-800">
          {describeError(restore.error, "The asset could not be restored.")}
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
            title={`Delete ${asset.title} for good?`}
            confirmLabel="Delete asset"
            busyLabel="Deleting…"
            busy={remove.isPending}
            error={remove.error ? describeError(remove.error, "The asset could not be deleted.") : null}
          >
            <p>
              The asset and its use rights are deleted and cannot be brought back. An asset with edit versions
              cannot be deleted until they are.
            </p>
          </ConfirmDialog>
        </div>
      )}
    </Notice>
  );
}
