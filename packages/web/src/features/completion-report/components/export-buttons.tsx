import type { CompletionReportExportFormat } from "@rightsdesk/domain";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "../../../lib/api-client";
import { describeError } from "../../../lib/describe-error";
import { saveDownloadedFile } from "../../../lib/save-downloaded-file";
import { Button } from "../../../ui/button";
import { DownloadIcon } from "../../../ui/icons";

const formats: readonly { format: CompletionReportExportFormat; label: string }[] = [
  { format: "pdf", label: "Export PDF" },
  { format: "xlsx", label: "Export XLSX" },
];

/** "Export PDF" and "Export XLSX": the whole report as a file the server makes, saved under its name. */
export function ExportButtons({ reportId }: { reportId: number }) {
  const exporter = useMutation({
    mutationFn: (format: CompletionReportExportFormat) =>
      api.exportCompletionReport({ params: { id: reportId }, query: { format } }),
    meta: { errorHandling: "local" },
  });
  const run = async (format: CompletionReportExportFormat) => {
    try {
      const file = await exporter.mutateAsync(format);
      saveDownloadedFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(describeError(error, "The completion report could not be exported."));
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
    </>
  );
}
