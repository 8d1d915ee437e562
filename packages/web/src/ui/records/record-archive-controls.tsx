import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { describeError } from "../../lib/describe-error";
import { Button } from "../button";
import { ConfirmDialog } from "../dialog";
import { Notice } from "../notice";
import { formatLogTime } from "./log-changes";

/** A mutation on one record that takes no input (archive, restore or delete it): what the controls use of it. */
export interface RecordAction {
  mutateAsync: () => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

export interface RecordArchiveButtonProps {
  /** The record's name, on the toast and in the dialog's title: "Archive Spot 1?". */
  name: string;
  /** "asset", in "The asset could not be archived." */
  noun: string;
  /** The module's archive mutation for this record. */
  archive: RecordAction;
  disabled: boolean;
  /** What archiving does, in the dialog's body. */
  children: ReactNode;
  confirmLabel?: string;
  tone?: "danger" | "primary";
}

/**
 * "Archive" beside a record's title, asking first. A module passes its archive mutation and
 * the dialog's words: `<RecordArchiveButton name={asset.title} noun="asset"
 * archive={useArchiveAsset(asset.id)} disabled={lock.isLockedByOther}>The asset leaves…</RecordArchiveButton>`.
 */
export function RecordArchiveButton({
  name,
  noun,
  archive,
  disabled,
  children,
  confirmLabel = "Archive",
  tone,
}: RecordArchiveButtonProps) {
  const [open, setOpen] = useState(false);
  const onConfirm = async () => {
    try {
      await archive.mutateAsync();
      toast.success(`${name} was archived.`);
      setOpen(false);
    } catch {
      // Shown in the dialog, where the user can try again or cancel.
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
        title={`Archive ${name}?`}
        confirmLabel={confirmLabel}
        busyLabel="Archiving…"
        tone={tone}
        busy={archive.isPending}
        error={archive.error ? describeError(archive.error, `The ${noun} could not be archived.`) : null}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}

export interface RecordArchivedBannerProps {
  name: string;
  /** "asset": in the banner's title and its error. */
  noun: string;
  archivedAt: string | null;
  archivedBy: string | null;
  /** The module's restore mutation for this record. */
  restore: RecordAction;
  /** The user holds the module's delete right: Restore (and "Delete for good…") show. */
  canDelete: boolean;
  /** The sentence after "Archived on … by …." */
  readOnlyText?: string;
  /**
   * The "Delete for good…" confirmation, usually a `RecordDeleteDialog`; without it the banner
   * offers Restore only.
   */
  renderDeleteDialog?: (open: boolean, onClose: () => void) => ReactNode;
}

/**
 * Says an archived record is read only; with the delete right, offers Restore and, where the
 * module allows, "Delete for good…". Draws nothing while the record is not archived, so a
 * module's frame passes it as `RecordFrame`'s `banner` unconditionally.
 */
export function RecordArchivedBanner({
  name,
  noun,
  archivedAt,
  archivedBy,
  restore,
  canDelete,
  readOnlyText = "The record is read only until it is restored.",
  renderDeleteDialog,
}: RecordArchivedBannerProps) {
  const [deleting, setDeleting] = useState(false);
  if (!archivedAt) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(`${name} was restored.`);
    } catch {
      // Shown in the banner.
    }
  };
  const by = archivedBy ? ` by ${archivedBy}` : "";
  return (
    <Notice tone="warning" title={`This ${noun} is archived`} className="mb-4">
      <p>
        Archived on {formatLogTime(archivedAt)}
        {by}. {readOnlyText}
      </p>
      {restore.error && (
        <p className="mt-1 font-medium text-red-800">
          {describeError(restore.error, `The ${noun} could not be restored.`)}
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
          {renderDeleteDialog && (
            <>
              <Button variant="secondary" className="text-red-700" onClick={() => setDeleting(true)}>
                Delete for good…
              </Button>
              {renderDeleteDialog(deleting, () => setDeleting(false))}
            </>
          )}
        </div>
      )}
    </Notice>
  );
}

export interface RecordDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  /** "asset": in the confirm button ("Delete asset") and the error. */
  noun: string;
  /** The module's delete mutation for this record. */
  remove: RecordAction;
  /** Where the page goes once the record is gone (the module's list). */
  afterDeleteHref: string;
  /** What deleting takes with it, in the dialog's body. */
  children: ReactNode;
}

/**
 * Asks before deleting an archived record for good, then leaves for the module's list. A module
 * draws it from `RecordArchivedBanner`'s `renderDeleteDialog`.
 */
export function RecordDeleteDialog({
  open,
  onClose,
  name,
  noun,
  remove,
  afterDeleteHref,
  children,
}: RecordDeleteDialogProps) {
  const navigate = useNavigate();
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(`${name} was deleted.`);
      onClose();
      void navigate(afterDeleteHref, { replace: true });
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => void onDelete()}
      title={`Delete ${name} for good?`}
      confirmLabel={`Delete ${noun}`}
      busyLabel="Deleting…"
      busy={remove.isPending}
      error={remove.error ? describeError(remove.error, `The ${noun} could not be deleted.`) : null}
    >
      {children}
    </ConfirmDialog>
  );
}
