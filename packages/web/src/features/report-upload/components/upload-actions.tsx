import type { AiringUploadSummary } from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { actionOn, ConfirmActionDialog } from "../../../ui/confirm-action-dialog";
import { ExportButtons, type ExportFormat } from "../../../ui/export-buttons";
import { TrashIcon } from "../../../ui/icons";
import { useModuleRights } from "../../../ui/records/record-queries";
import { useDeleteAiringUpload } from "../api/airing-uploads";

const formats: readonly ExportFormat<"csv" | "xlsx">[] = [
  { format: "csv", label: "Export CSV" },
  { format: "xlsx", label: "Export XLSX" },
];

/** "Export CSV", "Export XLSX" and, for those who may delete, "Delete upload" (asked first). */
export function UploadActions({ upload }: { upload: AiringUploadSummary }) {
  const remove = useDeleteAiringUpload();
  const { canDelete } = useModuleRights("Report Upload");
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ExportButtons
        formats={formats}
        exportFile={(format) => api.exportAiringUpload({ params: { id: upload.id }, query: { format } })}
        failureText="The upload could not be exported."
      />
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
