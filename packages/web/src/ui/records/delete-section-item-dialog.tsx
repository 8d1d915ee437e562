import { isApiError } from "@rightsdesk/api-client";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { describeError } from "../../lib/describe-error";
import { ConfirmDialog } from "../dialog";
import type { RecordOwner, RecordSectionDefinition, RecordSectionItem, SectionCalls } from "./record-section";
import { useRecordLock } from "./record-lock";
import { sectionItemTitle } from "./section-form";

/** Asks before deleting a section item; a failure stays in the dialog to try again or cancel. */
export function DeleteSectionItemDialog({
  owner,
  section,
  calls,
  item,
  onClose,
}: {
  owner: RecordOwner;
  section: RecordSectionDefinition;
  calls: SectionCalls;
  item: RecordSectionItem;
  onClose: () => void;
}) {
  const remove = useMutation({
    mutationFn: (itemId: number) => calls.remove(itemId),
    onSuccess: () => calls.onChanged(),
    meta: { errorHandling: "local" },
  });
  const lock = useRecordLock();
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
        <>{`The ${section.itemLabel} is removed from this ${owner.label}. This cannot be undone.`}</>
      ) : (
        <>
          <span className="font-medium text-slate-900">{name}</span>
          {` is removed from this ${owner.label}. This cannot be undone.`}
        </>
      )}
    </ConfirmDialog>
  );
}
