import type { ListQuery } from "@rightsdesk/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "../alert";
import { Button } from "../button";
import { CheckCircleIcon, DownloadIcon } from "../icons";
import {
  csvFileName,
  downloadCsv,
  ExportCancelledError,
  fetchAllRecords,
  type CsvColumn,
  type ListPageResult,
} from "./csv-export";

const numberFormat = new Intl.NumberFormat("en-US");

type ExportStatus =
  | { kind: "idle" }
  | { kind: "running"; done: number; total: number | null }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string };

interface CsvExportOptions<TRecord> {
  /** The list's query: its filters and sort are exported, its paging is not. */
  query: ListQuery;
  fetchPage: (query: ListQuery) => Promise<ListPageResult<TRecord>>;
  columns: readonly CsvColumn<TRecord>[];
  /** "companies": the file is named companies-2026-11-22.csv. */
  fileNamePrefix: string;
  itemLabel: string;
}

/** Runs one export at a time: every page through the list call, then the CSV as a download. */
export function useCsvExport<TRecord>({
  query,
  fetchPage,
  columns,
  fileNamePrefix,
  itemLabel,
}: CsvExportOptions<TRecord>) {
  const [status, setStatus] = useState<ExportStatus>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus({ kind: "running", done: 0, total: null });
    // The CSV writer loads while the records arrive.
    const writer = import("./csv-build");
    writer.catch(() => undefined);
    try {
      const records = await fetchAllRecords(query, fetchPage, {
        signal: current.signal,
        onProgress: (done, total) => setStatus({ kind: "running", done, total }),
      });
      const fileName = csvFileName(fileNamePrefix, new Date());
      const { buildCsv } = await writer;
      downloadCsv(fileName, buildCsv(columns, records));
      setStatus({
        kind: "done",
        message: `Exported ${numberFormat.format(records.length)} ${itemLabel} to ${fileName}.`,
      });
    } catch (error) {
      if (error instanceof ExportCancelledError) {
        setStatus({ kind: "idle" });
        return;
      }
      const reason = error instanceof Error && error.message ? ` ${error.message}` : "";
      setStatus({ kind: "failed", message: `The export stopped.${reason}` });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, [query, fetchPage, columns, fileNamePrefix, itemLabel]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setStatus({ kind: "idle" }), []);
  return { status, start, cancel, dismiss };
}

export function CsvExportButton({
  running,
  disabled,
  onStart,
}: {
  running: boolean;
  disabled: boolean;
  onStart: () => void;
}) {
  return (
    <Button variant="secondary" busy={running} busyLabel="Exporting…" disabled={disabled} onClick={onStart}>
      <DownloadIcon className="size-4" />
      Export CSV
    </Button>
  );
}

/** How far the export is, with a way to stop it; then what came of it. */
export function CsvExportStatus({
  status,
  itemLabel,
  onCancel,
  onDismiss,
}: {
  status: ExportStatus;
  itemLabel: string;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  if (status.kind === "idle") return null;
  if (status.kind === "failed") {
    return (
      <div className="px-4 pb-3 sm:px-6">
        <Alert title="The CSV was not made">
          {status.message}{" "}
          <button type="button" onClick={onDismiss} className="font-medium underline">
            Dismiss
          </button>
        </Alert>
      </div>
    );
  }
  if (status.kind === "done") {
    return (
      <div className="px-4 pb-3 sm:px-6">
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircleIcon className="size-4 shrink-0 text-emerald-600" />
          {status.message}
          <button type="button" onClick={onDismiss} className="font-medium text-slate-600 hover:underline">
            Dismiss
          </button>
        </p>
      </div>
    );
  }
  const percent = status.total ? Math.round((status.done / status.total) * 100) : 0;
  const text =
    status.total === null
      ? `Preparing the export…`
      : `Exporting ${numberFormat.format(status.done)} of ${numberFormat.format(status.total)} ${itemLabel}…`;
  return (
    <div className="flex items-center gap-3 px-4 pb-3 sm:px-6">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-48 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {text}
      </p>
      <Button variant="ghost" className="px-2.5 py-1" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
