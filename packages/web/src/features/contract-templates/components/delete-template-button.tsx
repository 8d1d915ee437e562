import type { TemplateRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { TrashIcon } from "../../../ui/icons";
import { useDeleteTemplate } from "../api/change-template";

/** "Delete" with a confirmation; a template contracts are drawn from is refused with the reason. */
export function DeleteTemplateButton({ template }: { template: TemplateRecord }) {
  const remove = useDeleteTemplate(template.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      setOpen(false);
      toast.success(`${template.name} was deleted.`);
      void navigate(paths.app.contractTemplates.all.getHref(), { replace: true });
    } catch (error) {
      setFailure(describeError(error, "The template could not be deleted."));
    }
  };
  const count = template.contractCount;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <TrashIcon className="size-4 text-red-600" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        onConfirm={() => void confirm()}
        title={`Delete ${template.name}?`}
        confirmLabel="Delete template"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={failure}
      >
        {count > 0 ? (
          <p>
            {count} contract{count === 1 ? " is" : "s are"} drawn from this template, so it cannot be deleted.
          </p>
        ) : (
          <p>
            The template is deleted and cannot be brought back. Its snippets stay; its own form parts go with
            it.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
