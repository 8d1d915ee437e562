import type { CompanySummary } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/dialog";
import { ArchiveIcon, RestoreIcon } from "../../../../ui/icons";
import { useArchiveCompany } from "../../api/archive-company";
import { useRestoreCompany } from "../../api/restore-company";

type DialogProps = {
  company: CompanySummary;
  open: boolean;
  onClose: () => void;
};

/** Asks before moving a company to the archive, then says it happened. */
export function ArchiveCompanyDialog({ company, open, onClose }: DialogProps) {
  const archive = useArchiveCompany(company.id);
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
            toast.success(`${company.legalName} was moved to the archive.`);
            close();
          },
        })
      }
      title={`Archive ${company.legalName}?`}
      confirmLabel="Archive"
      busyLabel="Archiving…"
      busy={archive.isPending}
      error={archive.isError ? describeError(archive.error, "The company could not be archived.") : undefined}
    >
      It leaves the active list and moves to the archive, with everything recorded on it. You can restore it
      from the archive at any time.
    </ConfirmDialog>
  );
}

/** Asks before bringing a company back to the active list, then says it happened. */
export function RestoreCompanyDialog({ company, open, onClose }: DialogProps) {
  const restore = useRestoreCompany(company.id);
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
            toast.success(`${company.legalName} is back on the active list.`);
            close();
          },
        })
      }
      title={`Restore ${company.legalName}?`}
      confirmLabel="Restore"
      busyLabel="Restoring…"
      tone="primary"
      busy={restore.isPending}
      error={restore.isError ? describeError(restore.error, "The company could not be restored.") : undefined}
    >
      It returns to the active list as it was when it was archived.
    </ConfirmDialog>
  );
}

/** The button at the end of a row that opens one of the dialogs above: an icon, named for the company. */
export function CompanyRowAction({
  action,
  company,
  onClick,
}: {
  action: "archive" | "restore";
  company: CompanySummary;
  onClick: () => void;
}) {
  const Icon = action === "archive" ? ArchiveIcon : RestoreIcon;
  const label = `${action === "archive" ? "Archive" : "Restore"} ${company.legalName}`;
  return (
    <Button
      variant="ghost"
      className="p-1.5 text-slate-500 hover:text-slate-900"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon className="size-4" />
    </Button>
  );
}
