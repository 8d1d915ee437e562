import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { ReportExportFormat, ReportRunRequest, ReportType } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { buttonClassName } from "../../../ui/button";
import { ChevronDownIcon, DownloadIcon } from "../../../ui/icons";
import { Spinner } from "../../../ui/spinner";
import { saveDownloadedFile } from "../../../lib/save-downloaded-file";
import { useExportReport } from "../api/export-report";

const formats: readonly { format: ReportExportFormat; label: string; detail: string }[] = [
  { format: "csv", label: "CSV", detail: "For spreadsheets and scripts" },
  { format: "xlsx", label: "Excel (XLSX)", detail: "With dates and money kept as values" },
  { format: "pdf", label: "PDF", detail: "To print or send" },
];

/**
 * "Export": the whole report — every page, with the filters, sort and window on screen — as a
 * file the server makes, saved under the name it gives.
 */
export function ExportMenu({
  reportType,
  request,
  disabled,
}: {
  reportType: ReportType;
  request: ReportRunRequest;
  disabled: boolean;
}) {
  const exporter = useExportReport(reportType);
  const run = async (format: ReportExportFormat) => {
    try {
      const file = await exporter.mutateAsync({ request, format });
      saveDownloadedFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(describeError(error, "The report could not be exported."));
    }
  };
  return (
    <Menu>
      <MenuButton className={buttonClassName("secondary")} disabled={disabled || exporter.isPending}>
        {exporter.isPending ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
        Export
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-60 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        {formats.map((item) => (
          <MenuItem key={item.format}>
            <button
              type="button"
              onClick={() => void run(item.format)}
              className="block w-full px-3 py-2 text-left text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-900"
            >
              <span className="block font-medium">{item.label}</span>
              <span className="block text-xs text-slate-500" aria-hidden="true">
                {item.detail}
              </span>
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
