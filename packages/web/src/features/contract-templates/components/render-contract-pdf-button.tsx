import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { describeError } from "../../../lib/describe-error";
import { saveDownloadedFile } from "../../../lib/save-downloaded-file";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { DocumentIcon } from "../../../ui/icons";
import { Notice } from "../../../ui/notice";
import { useRenderContractPdf } from "../api/render-contract-pdf";

export interface RenderContractPdfButtonProps {
  contractId: number;
  /** The contract's template; without one there is nothing to draw. */
  templateId: number | null;
  canWrite: boolean;
  /** After the PDF is kept (the contract's documents list is refreshed already). */
  onRendered?: (documentId: number) => void;
}

interface MadePdf {
  name: string;
  fileName: string;
  blob: Blob;
  url: string;
}

const linkClass =
  "rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * "Create PDF": asks first, then draws the contract from its template and keeps it as a
 * CONTRACTS document; the answer links to the file (open or download) and to the contract's
 * documents. Placeholders the contract has no value for are listed ("Not entered: …").
 */
export function RenderContractPdfButton({
  contractId,
  templateId,
  canWrite,
  onRendered,
}: RenderContractPdfButtonProps) {
  const render = useRenderContractPdf(contractId);
  const reasonId = useId();
  const [asking, setAsking] = useState(false);
  const [made, setMade] = useState<MadePdf | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => () => (made ? URL.revokeObjectURL(made.url) : undefined), [made]);
  const reason = !canWrite
    ? "You may read this contract but not create its documents."
    : templateId === null
      ? "Choose the contract's template first: the PDF is drawn from it."
      : null;

  const run = async () => {
    setFailure(null);
    try {
      const { answer, file } = await render.mutateAsync();
      setMissing(answer.missing);
      setUnknown(answer.unknown);
      setMade({
        name: answer.document.name,
        fileName: answer.document.fileName || file.fileName,
        blob: file.blob,
        url: URL.createObjectURL(file.blob),
      });
      setAsking(false);
      onRendered?.(answer.document.id);
    } catch (error) {
      setFailure(describeError(error, "The PDF could not be created."));
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setFailure(null);
            setAsking(true);
          }}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          <DocumentIcon className="size-4" />
          Create PDF
        </Button>
        {reason && (
          <p id={reasonId} className="text-sm text-slate-500">
            {reason}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void run()}
        title="Create the contract's PDF?"
        confirmLabel="Create the PDF"
        busyLabel="Creating PDF…"
        tone="primary"
        busy={render.isPending}
        error={failure}
      >
        The contract is drawn from its template as it stands now and kept under its Documents. The same
        contract, unchanged, gives the same file.
      </ConfirmDialog>
      {made && (
        <Notice tone="success" title="PDF created" onDismiss={() => setMade(null)}>
          <span className="block">{made.name} is kept under the contract's documents.</span>
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <a href={made.url} target="_blank" rel="noreferrer" className={linkClass}>
              Open the PDF
            </a>
            <button
              type="button"
              className={linkClass}
              onClick={() => saveDownloadedFile(made.blob, made.fileName)}
            >
              Download
            </button>
            <Link to={paths.app.contract.getHref(contractId, "documents")} className={linkClass}>
              See the documents
            </Link>
          </span>
        </Notice>
      )}
      {missing.length > 0 && (
        <Notice tone="warning" title="Some placeholders have no value">
          Not entered: {missing.join(", ")}. The PDF shows them as “[…: not entered]”.
        </Notice>
      )}
      {unknown.length > 0 && (
        <Notice tone="warning" title="Unknown placeholders in the template">
          {unknown.map((key) => `{{${key}}}`).join(", ")} stayed as typed.
        </Notice>
      )}
    </div>
  );
}
