import type { SnippetRecord, TemplateRecord } from "@rightsdesk/domain";
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { ConfirmActionDialog, type ConfirmAction } from "../../../ui/confirm-action-dialog";
import { TrashIcon } from "../../../ui/icons";
import { useDeleteSnippet } from "../api/change-snippet";
import { useDeleteTemplate } from "../api/change-template";

/** "Delete" with a confirmation, then the library's list. */
function DeleteButton({
  name,
  noun,
  action,
  afterHref,
  children,
}: {
  name: string;
  noun: "snippet" | "template";
  action: ConfirmAction;
  afterHref: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <TrashIcon className="size-4 text-red-600" />
        Delete
      </Button>
      <ConfirmActionDialog
        open={open}
        onClose={() => setOpen(false)}
        action={action}
        title={`Delete ${name}?`}
        confirmLabel={`Delete ${noun}`}
        busyLabel="Deleting…"
        successText={`${name} was deleted.`}
        failureText={`The ${noun} could not be deleted.`}
        onDone={() => void navigate(afterHref, { replace: true })}
      >
        {children}
      </ConfirmActionDialog>
    </>
  );
}

/** The templates using a snippet, each linking to its view. */
export function UsedByList({ usedBy, className }: { usedBy: SnippetRecord["usedBy"]; className: string }) {
  return (
    <ul className={className}>
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

/** A snippet that templates use is refused, and they are listed. */
export function DeleteSnippetButton({ snippet }: { snippet: SnippetRecord }) {
  return (
    <DeleteButton
      name={snippet.name}
      noun="snippet"
      action={useDeleteSnippet(snippet.id)}
      afterHref={paths.app.contractSnippets.all.getHref()}
    >
      {snippet.usedBy.length > 0 ? (
        <>
          <p>A snippet cannot be deleted while templates use it. Remove it from these first:</p>
          <UsedByList usedBy={snippet.usedBy} className="mt-2 list-disc space-y-0.5 pl-5" />
        </>
      ) : (
        <p>The snippet is deleted and cannot be brought back. No template uses it.</p>
      )}
    </DeleteButton>
  );
}

/** A template contracts are drawn from is refused with the reason. */
export function DeleteTemplateButton({ template }: { template: TemplateRecord }) {
  const count = template.contractCount;
  return (
    <DeleteButton
      name={template.name}
      noun="template"
      action={useDeleteTemplate(template.id)}
      afterHref={paths.app.contractTemplates.all.getHref()}
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
    </DeleteButton>
  );
}
