import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { describeError } from "../lib/describe-error";
import { saveDownloadedFile } from "../lib/save-downloaded-file";
import { Button } from "./button";
import { DownloadIcon } from "./icons";

export interface ExportFormat<Format extends string> {
  readonly format: Format;
  readonly label: string;
}

interface ExportButtonsProps<Format extends string> {
  readonly formats: readonly ExportFormat<Format>[];
  /** Asks the server for the file in one format. */
  readonly exportFile: (format: Format) => Promise<{ blob: Blob; fileName: string }>;
  /** Said when the file could not be made, unless the server names the reason. */
  readonly failureText: string;
}

/** One button per format ("Export PDF", "Export XLSX"…): the file the server makes, saved under its name. */
export function ExportButtons<Format extends string>({
  formats,
  exportFile,
  failureText,
}: ExportButtonsProps<Format>) {
  const exporter = useMutation({ mutationFn: exportFile, meta: { errorHandling: "local" } });
  const run = async (format: Format) => {
    try {
      const file = await exporter.mutateAsync(format);
      saveDownloadedFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(describeError(error, failureText));
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
