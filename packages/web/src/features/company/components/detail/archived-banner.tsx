import type { CompanyRecord } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { Notice } from "../../../../ui/notice";
import { useRestoreCompany } from "../../api/restore-company";
import { formatLogTime } from "../../lib/log-changes";

/** An archived company is read only; people with the delete right can bring it back. */
export function ArchivedBanner({ company, canRestore }: { company: CompanyRecord; canRestore: boolean }) {
  const restore = useRestoreCompany(company.id);
  if (!company.archivedAt) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(`${company.companyNames[0]} was restored.`);
    } catch {
      // Shown in the banner.
    }
  };
  const by = company.archivedBy ? ` by ${company.archivedBy}` : "";
  return (
    <Notice tone="warning" title="This company is archived" className="mb-4">
      <p>
        Archived on {formatLogTime(company.archivedAt)}
        {by}. It is read only until it is restored.
      </p>
      {restore.error && (
        <p className="mt-1 font-medium text-red-800">
          {describeError(restore.error, "The company could not be restored.")}
        </p>
      )}
      {canRestore && (
        <Button
          variant="secondary"
          className="mt-3"
          busy={restore.isPending}
          busyLabel="Restoring…"
          onClick={() => void onRestore()}
        >
          Restore
        </Button>
      )}
    </Notice>
  );
}
