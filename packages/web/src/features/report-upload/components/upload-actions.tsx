import type { AiringUploadSummary } from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { saveDownloadedFile } from "../../../lib/save-downloaded-file";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { actionOn, ConfirmActionDialog } from "../../../ui/confirm-action-dialog";
import { DownloadIcon, TrashIcon } from "../../../ui/icons";
import { useModuleRights } from "../../../ui/records/record-queries";
import { useDeleteAiringUpload, useExportAiringUpload } from "../api/airing-uploads";

const formats = [
  { format: "csv", label: "Export CSV" },
  { format: "xlsx", label: "Export XLSX" },
] as const;

/** "Export CSV", "Export XLSX" and, for those who may delete, "Delete upload" (asked first). */
export function UploadActions({ upload }: { upload: AiringUploadSummary }) {
  const exporter = useExportAiringUpload(upload.id);
  const remove = useDeleteAiringUpload();
  const { canDelete } = useModuleRights("Report Upload");
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const run = async (format: "csv" | "xlsx") => {
    try {
      const file = await exporter.mutateAsync(format);
      saveDownloadedFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(describeError(error, "The upload could not be exported."));
    }
  };
  return (
    <>
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          busy={exporter.isPending && exporter.variables === format}
          busyLabel="Exporting…"
          disabled={exporter.isPending}
          onClick={() => void run(format)}
        >
          <DownloadIcon className="size-4" />
          {label}
        </Button>
      ))}
      {canDelete && (
        <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
          <TrashIcon className="size-4" />
          Delete upload
        </Button>
      )}
      <ConfirmActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        action={actionOn(remove, upload.id)}
        title={`Delete ${upload.fileName}?`}
        confirmLabel="Delete upload"
        busyLabel="Deleting…"
        successText={`${upload.fileName} was deleted.`}
        failureText="The upload could not be deleted."
        onDone={() => void navigate(paths.app.reportUploads.recent.getHref())}
      >
        Its {upload.rows.total} rows and {upload.issueCount} issues go with it, and its airings no longer
        count towards the spots&apos; uses. This cannot be undone.
      </ConfirmActionDialog>
    </>
  );
}
