import type { CompletionReportExportFormat } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { ExportButtons as FileExportButtons, type ExportFormat } from "../../../ui/export-buttons";

const formats: readonly ExportFormat<CompletionReportExportFormat>[] = [
  { format: "pdf", label: "Export PDF" },
  { format: "xlsx", label: "Export XLSX" },
];

/** "Export PDF" and "Export XLSX": the whole report as a file the server makes, saved under its name. */
export function ExportButtons({ reportId }: { reportId: number }) {
  return (
    <FileExportButtons
      formats={formats}
      exportFile={(format) => api.exportCompletionReport({ params: { id: reportId }, query: { format } })}
      failureText="The completion report could not be exported."
    />
  );
}
