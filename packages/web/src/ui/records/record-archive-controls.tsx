import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { describeError } from "../../lib/describe-error";
import { Button } from "../button";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { Notice } from "../notice";
import { formatLogTime } from "./log-changes";
import type { RecordKind } from "./record-kind";
import { useArchiveRecord, useDeleteRecord, useRestoreRecord } from "./record-mutations";

/** The record an archive control acts on, named as the user knows it. */
export interface NamedRecord {
  id: number;
  name: string;
}

export interface ArchiveRecordDialogProps<T extends { id: number }> {
  kind: RecordKind<T>;
  record: NamedRecord;
  open: boolean;
  onClose: () => void;
  /** The toast: "Acme was archived." by default. */
  successText?: string;
  confirmLabel?: string;
  tone?: "danger" | "primary";
  /** What archiving does, in the dialog's body. */
  children: ReactNode;
}

/** Asks before moving a record to the archive ("Archive Acme?"), then says it happened. */
export function ArchiveRecordDialog<T extends { id: number }>({
  kind,
  record,
  successText = `${record.name} was archived.`,
  confirmLabel = "Archive",
  ...props
}: ArchiveRecordDialogProps<T>) {
  return (
    <ConfirmActionDialog
      action={useArchiveRecord(kind, record.id)}
      title={`Archive ${record.name}?`}
      confirmLabel={confirmLabel}
      busyLabel="Archiving…"
      successText={successText}
      failureText={`The ${kind.nouns.singular} could not be archived.`}
      {...props}
    />
  );
}

/** Asks before bringing a record back to the active list, then says it happened. */
export function RestoreRecordDialog<T extends { id: number }>({
  kind,
  record,
  ...props
}: Pick<ArchiveRecordDialogProps<T>, "kind" | "record" | "open" | "onClose" | "children">) {
  return (
    <ConfirmActionDialog
      action={useRestoreRecord(kind, record.id)}
      title={`Restore ${record.name}?`}
      confirmLabel="Restore"
      busyLabel="Restoring…"
      tone="primary"
      successText={`${record.name} is back on the active list.`}
      failureText={`The ${kind.nouns.singular} could not be restored.`}
      {...props}
    />
  );
}

/** Asks before deleting an archived record for good, then leaves for the kind's list. */
export function RecordDeleteDialog<T extends { id: number }>({
  kind,
  record,
  ...props
}: Pick<ArchiveRecordDialogProps<T>, "kind" | "record" | "open" | "onClose" | "children">) {
  const navigate = useNavigate();
  const noun = kind.nouns.singular;
  return (
    <ConfirmActionDialog
      action={useDeleteRecord(kind, record.id)}
      title={`Delete ${record.name} for good?`}
      confirmLabel={`Delete ${noun}`}
      busyLabel="Deleting…"
      successText={`${record.name} was deleted.`}
      failureText={`The ${noun} could not be deleted.`}
      onDone={() => void navigate(kind.listHref(), { replace: true })}
      {...props}
    />
  );
}

/**
 * "Archive" beside a record's title, asking first: `<RecordArchiveButton kind={assetKind}
 * record={{ id, name }} disabled={lock.isLockedByOther}>The asset leaves…</RecordArchiveButton>`.
 */
export function RecordArchiveButton<T extends { id: number }>({
  disabled,
  ...dialog
}: Omit<ArchiveRecordDialogProps<T>, "open" | "onClose"> & { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        Archive
      </Button>
      <ArchiveRecordDialog open={open} onClose={() => setOpen(false)} {...dialog} />
    </>
  );
}

export interface RecordArchivedBannerProps<T extends { id: number }> {
  kind: RecordKind<T>;
  record: NamedRecord & { archivedAt: string | null; archivedBy: string | null };
  /** The user holds the module's delete right: Restore (and "Delete for good…") show. */
  canDelete: boolean;
  /** The sentence after "Archived on … by …." */
  readOnlyText?: string;
  /** The "Delete for good…" confirmation; without it the banner offers Restore only. */
  renderDeleteDialog?: (open: boolean, onClose: () => void) => ReactNode;
}

/**
 * Says an archived record is read only; with the delete right, offers Restore and, where the
 * kind allows, "Delete for good…". Draws nothing while the record is not archived, so a kind's
 * frame passes it as `RecordFrame`'s `banner` unconditionally.
 */
export function RecordArchivedBanner<T extends { id: number }>({
  kind,
  record,
  canDelete,
  readOnlyText = "The record is read only until it is restored.",
  renderDeleteDialog,
}: RecordArchivedBannerProps<T>) {
  const [deleting, setDeleting] = useState(false);
  const restore = useRestoreRecord(kind, record.id);
  if (!record.archivedAt) return null;
  const noun = kind.nouns.singular;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(`${record.name} was restored.`);
    } catch {
      // Shown in the banner.
    }
  };
  const by = record.archivedBy ? ` by ${record.archivedBy}` : "";
  return (
    <Notice tone="warning" title={`This ${noun} is archived`} className="mb-4">
      <p>
        Archived on {formatLogTime(record.archivedAt)}
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

/**
 * The archive controls of a record's frame: "Archive" for `actions` while it is active and the
 * user holds the delete right, and for `banner` the archived banner with Restore and, where the
 * kind may delete (`deleteText` given), "Delete for good…".
 */
export function recordArchiveSlots<T extends { id: number }>({
  kind,
  record,
  canDelete,
  disabled,
  archiveText,
  deleteText,
  tone,
}: {
  kind: RecordKind<T>;
  record: RecordArchivedBannerProps<T>["record"];
  canDelete: boolean;
  /** Someone else is editing: Archive waits. */
  disabled: boolean;
  archiveText: ReactNode;
  deleteText?: ReactNode;
  tone?: "danger" | "primary";
}) {
  const actions =
    record.archivedAt === null && canDelete ? (
      <RecordArchiveButton kind={kind} record={record} disabled={disabled} tone={tone}>
        {archiveText}
      </RecordArchiveButton>
    ) : null;
  const banner = (
    <RecordArchivedBanner
      kind={kind}
      record={record}
      canDelete={canDelete}
      renderDeleteDialog={
        deleteText === undefined
          ? undefined
          : (open, onClose) => (
              <RecordDeleteDialog kind={kind} record={record} open={open} onClose={onClose}>
                {deleteText}
              </RecordDeleteDialog>
            )
      }
    />
  );
  return { actions, banner };
}
