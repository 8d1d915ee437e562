import { useId, useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { DocumentIcon } from "../../../ui/icons";
import { Notice } from "../../../ui/notice";
import { saveDownloadedFile } from "../../../lib/save-downloaded-file";
import { useRenderContractPdf } from "../api/render-contract-pdf";

export interface RenderContractPdfButtonProps {
  contractId: number;
  /** The contract's template; without one there is nothing to draw. */
  templateId: number | null;
  canWrite: boolean;
  /** After the PDF is kept and downloaded (the contract's documents list is refreshed already). */
  onRendered?: (documentId: number) => void;
}

/**
 * "Create PDF": draws the contract from its template, keeps it as a CONTRACTS document and
 * downloads it. Placeholders the contract has no value for are listed ("Not entered: …").
 */
export function RenderContractPdfButton({
  contractId,
  templateId,
  canWrite,
  onRendered,
}: RenderContractPdfButtonProps) {
  const render = useRenderContractPdf(contractId);
  const reasonId = useId();
  const [missing, setMissing] = useState<string[]>([]);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
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
      saveDownloadedFile(file.blob, answer.document.fileName || file.fileName);
      toast.success(`${answer.document.name} was created and kept under Documents.`);
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
          onClick={() => void run()}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          busy={render.isPending}
          busyLabel="Creating PDF…"
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
      {failure && <Alert title="No PDF created">{failure}</Alert>}
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
