import { useState, type DragEvent } from "react";
import { cx } from "../../../ui/cx";
import { FieldError, FieldLabel, useFieldIds } from "../../../ui/field-parts";
import { TextField } from "../../../ui/text-field";
import { airingFileAccept } from "../lib/upload-form";

/**
 * The report file (a labelled file input, or a file dropped on it) and who sent it: a saved
 * source from the list, or a new name.
 */
export function ChooseFileFields({
  file,
  source,
  sources,
  errors,
  onFile,
  onSource,
}: {
  file: File | null;
  source: string;
  sources: readonly string[];
  errors: { file?: string | undefined; source?: string | undefined };
  onFile: (file: File | null) => void;
  onSource: (source: string) => void;
}) {
  const { inputId, errorId, hintId, describedBy } = useFieldIds(
    undefined,
    errors.file,
    errors.file ? undefined : "hint",
  );
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx("rounded-lg", dragging && "ring-2 ring-indigo-400 ring-offset-4")}
      >
        <FieldLabel htmlFor={inputId}>Report file</FieldLabel>
        <input
          id={inputId}
          type="file"
          accept={airingFileAccept}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className={cx(
            "mt-1.5 block w-full rounded-md border bg-white text-sm text-slate-700 shadow-xs",
            "file:mr-3 file:border-0 file:border-r file:border-slate-200 file:bg-slate-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800",
            "focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-indigo-600",
            errors.file ? "border-red-400" : "border-slate-300",
          )}
        />
        {!errors.file && (
          <p id={hintId} className="mt-1.5 text-sm text-slate-500">
            {file ? `${file.name} chosen. ` : ""}A post log, as-run log or delivery report: CSV, XLSX or XLS.
            You can also drop it here.
          </p>
        )}
        <FieldError id={errorId} error={errors.file} />
      </div>
      <div>
        <TextField
          label="Source"
          list="airing-sources"
          autoComplete="off"
          placeholder="KXYZ post log"
          value={source}
          error={errors.source}
          onChange={(event) => onSource(event.target.value)}
        />
        <datalist id="airing-sources">
          {sources.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {!errors.source && (
          <p className="mt-1.5 text-sm text-slate-500">
            Who sent it: a saved source&apos;s columns, media and territory are used; a new name is saved with
            this import.
          </p>
        )}
      </div>
    </div>
  );
}
