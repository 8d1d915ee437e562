import type { SnippetRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { TrashIcon } from "../../../ui/icons";
import { useDeleteSnippet } from "../api/change-snippet";

/** "Delete" with a confirmation; a snippet that templates use is refused, and they are listed. */
export function DeleteSnippetButton({ snippet }: { snippet: SnippetRecord }) {
  const remove = useDeleteSnippet(snippet.id);
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
      toast.success(`${snippet.name} was deleted.`);
      void navigate(paths.app.contractSnippets.all.getHref(), { replace: true });
    } catch (error) {
      setFailure(describeError(error, "The snippet could not be deleted."));
    }
  };
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
        title={`Delete ${snippet.name}?`}
        confirmLabel="Delete snippet"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={failure}
      >
        {snippet.usedBy.length > 0 ? (
          <>
            <p>A snippet cannot be deleted while templates use it. Remove it from these first:</p>
            <UsedByList usedBy={snippet.usedBy} />
          </>
        ) : (
          <p>The snippet is deleted and cannot be brought back. No template uses it.</p>
        )}
      </ConfirmDialog>
    </>
  );
}

function UsedByList({ usedBy }: { usedBy: SnippetRecord["usedBy"] }) {
  return (
    <ul className="mt-2 list-disc space-y-0.5 pl-5">
      {usedBy.map((template) => (
        <li key={template.id}>
          <Link
            to={paths.app.contractTemplates.view.getHref(template.id)}
            className="font-medium text-indigo-700 hover:underline"
          >
            {template.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
