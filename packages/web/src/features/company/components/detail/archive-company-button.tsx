import type { CompanyRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/dialog";
import { useArchiveCompany } from "../../api/archive-company";

/** Moves the company to the archive list, after asking; it can be restored from there. */
export function ArchiveCompanyButton({ company, disabled }: { company: CompanyRecord; disabled: boolean }) {
  const archive = useArchiveCompany(company.id);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    archive.reset();
  };
  const confirm = async () => {
    try {
      await archive.mutateAsync();
      toast.success(`${company.companyNames[0]} was archived.`);
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
        onClose={close}
        onConfirm={() => void confirm()}
        title={`Archive ${company.companyNames[0]}?`}
        confirmLabel="Archive company"
        busyLabel="Archiving…"
        busy={archive.isPending}
        error={archive.error ? describeError(archive.error, "The company could not be archived.") : null}
      >
        It leaves the list of active companies and becomes read only. You can restore it from the archive at
        any time.
      </ConfirmDialog>
    </>
  );
}
