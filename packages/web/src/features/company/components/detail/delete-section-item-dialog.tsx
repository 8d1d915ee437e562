import { isApiError } from "@rightsdesk/api-client";
import type { CompanySectionDefinition, CompanySectionItem } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { ConfirmDialog } from "../../../../ui/dialog";
import { useDeleteSectionItem } from "../../api/delete-section-item";
import { sectionItemTitle } from "../../lib/section-form";
import { useCompanyLock } from "./company-lock";

/** Asks before deleting a section item; a failure stays in the dialog to try again or cancel. */
export function DeleteSectionItemDialog({
  companyId,
  section,
  item,
  onClose,
}: {
  companyId: number;
  section: CompanySectionDefinition;
  item: CompanySectionItem;
  onClose: () => void;
}) {
  const remove = useDeleteSectionItem(companyId, section.key);
  const lock = useCompanyLock();
  const name = sectionItemTitle(section, item);
  const confirm = async () => {
    try {
      await remove.mutateAsync(item.id);
      toast.success(`The ${section.itemLabel} was deleted.`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.type === "DependencyError") lock.check();
    }
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      title={`Delete this ${section.itemLabel}?`}
      confirmLabel={`Delete ${section.itemLabel}`}
      busyLabel="Deleting…"
      busy={remove.isPending}
      error={
        remove.error ? describeError(remove.error, `The ${section.itemLabel} could not be deleted.`) : null
      }
    >
      {name === section.itemLabel ? (
        <>The {section.itemLabel} is removed from this company. This cannot be undone.</>
      ) : (
        <>
          <span className="font-medium text-slate-900">{name}</span> is removed from this company. This cannot
          be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
