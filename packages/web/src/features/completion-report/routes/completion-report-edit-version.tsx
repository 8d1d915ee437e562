import type { CompletionReportDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { useRecordPage } from "../../../ui/records/record-page";
import { useUpdateCompletionReport } from "../api/change-completion-report";
import { completionReportKind } from "../api/completion-report-kind";
import { EditVersionSelect } from "../components/edit-version-select";

function EditVersionForm({ report, onDone }: { report: CompletionReportDetail; onDone: () => void }) {
  const update = useUpdateCompletionReport(report.id);
  const [choice, setChoice] = useState(report.editVersionId === null ? "" : String(report.editVersionId));
  const save = async () => {
    try {
      await update.mutateAsync({
        name: report.name,
        assetId: report.assetId,
        editVersionId: choice === "" ? null : Number(choice),
        productionDate: report.productionDate ?? "",
        version: report.version,
      });
      toast.success("Edit version saved.");
      onDone();
    } catch {
      // Shown above the choice.
    }
  };
  return (
    <form
      aria-label="Choose the edit version"
      className="space-y-4 px-5 py-5 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {update.error && (
        <Alert title="Not saved">{describeError(update.error, "The edit version could not be saved.")}</Alert>
      )}
      <EditVersionSelect
        assetId={report.assetId}
        label="Edit version"
        className="max-w-md"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      />
      <div className="flex gap-3">
        <Button variant="secondary" disabled={update.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending} busyLabel="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}

/** The edit-version tab: which edit version of the spot the report covers, or the whole spot. */
export function Component() {
  const { record: report, canEdit } = useRecordPage(completionReportKind);
  const { editing, begin, end, lock } = useLockedEdit("completion-report-edit-version");
  const [opening, setOpening] = useState(false);
  const start = async () => {
    setOpening(true);
    try {
      await begin();
    } catch {
      lock.check();
    } finally {
      setOpening(false);
    }
  };
  return (
    <Card aria-labelledby="edit-version-title">
      <CardHeader
        titleId="edit-version-title"
        title="Edit version"
        description="A report covers the whole spot, or one of its edit versions; Submit writes onto that one."
        action={
          canEdit && !editing ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther}
              busy={opening}
              busyLabel="Opening…"
              onClick={() => void start()}
            >
              Change
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <EditVersionForm report={report} onDone={end} />
      ) : (
        <p className="px-5 py-5 text-sm text-slate-900 sm:px-6">
          {report.editVersionLabel ? `Edit version ${report.editVersionLabel}` : "The whole spot"}
        </p>
      )}
    </Card>
  );
}
