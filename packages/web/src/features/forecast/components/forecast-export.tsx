import type { ForecastRequest } from "@rightsdesk/domain";
import { ExportButtons } from "../../../ui/export-buttons";
import { exportForecast, type ForecastExportFormat } from "../api/forecast";

const formats = [
  { format: "xlsx", label: "Export XLSX" },
  { format: "pdf", label: "Export PDF" },
  { format: "csv", label: "Export CSV" },
] as const satisfies readonly { format: ForecastExportFormat; label: string }[];

/** The forecast on screen (same window and scope) as a file: a workbook, a PDF or a CSV. */
export function ForecastExport({ request }: { request: ForecastRequest }) {
  return (
    <div role="group" aria-label="Export the forecast" className="flex flex-wrap gap-2">
      <ExportButtons
        formats={formats}
        exportFile={(format) => exportForecast(request, format)}
        failureText="The forecast could not be exported."
      />
    </div>
  );
}
