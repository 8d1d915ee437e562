import type { AiringField, AiringImportResult, AiringInspection } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { TitledCard } from "../../../ui/titled-card";
import { XIcon } from "../../../ui/icons";
import {
  airingSourcesQueryOptions,
  useImportAiringFile,
  useInspectAiringFile,
} from "../api/import-airing-file";
import {
  checkAiringFile,
  describeHeader,
  hasFieldErrors,
  headerSheetOf,
  importQueryOf,
  mappingDraftOf,
  mappingProblemsByField,
  placeUploadErrors,
  type ImportSettings,
  type MappingDraft,
  type UploadErrors,
} from "../lib/upload-form";
import { ChooseFileFields } from "./choose-file-fields";
import { FilePreviewTable } from "./file-preview-table";
import { ImportResult } from "./import-result";
import { MappingFields } from "./mapping-fields";
import { MediaFields } from "./media-fields";

const noErrors: UploadErrors = { mapping: {}, other: [] };
const blankSettings: ImportSettings = { source: "", mediaType: "", mediaSubType: "", territory: "" };

/** A refusal's messages: the ones naming a field go beside it, the rest in one alert. */
function refusalOf(error: unknown, fallback: string): UploadErrors {
  const placed = placeUploadErrors(error);
  if (placed.other.length === 0 && !hasFieldErrors(placed))
    return { ...placed, other: [describeError(error, fallback)] };
  return placed;
}

/**
 * "Upload a report": choose the file and its source, inspect it (the header found, the columns
 * mapped, the first rows), set what it aired on, then check it without saving or import it.
 */
export function UploadReportPanel({ onClose }: { onClose: () => void }) {
  const sources = useQuery(airingSourcesQueryOptions());
  const inspect = useInspectAiringFile();
  const importer = useImportAiringFile();
  const [file, setFile] = useState<File | null>(null);
  const [settings, setSettings] = useState<ImportSettings>(blankSettings);
  const [inspection, setInspection] = useState<AiringInspection | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [errors, setErrors] = useState<UploadErrors>(noErrors);
  const [result, setResult] = useState<AiringImportResult | null>(null);
  const imported = result !== null && !result.dryRun;

  const change = (next: Partial<ImportSettings>) => setSettings((current) => ({ ...current, ...next }));
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setInspection(null);
    setResult(null);
    setErrors({ ...noErrors, ...(chosen && { file: checkAiringFile(chosen) ?? undefined }) });
  };

  const runInspect = async () => {
    if (!file) return setErrors({ ...noErrors, file: "Choose the report file." });
    const problem = checkAiringFile(file);
    if (problem) return setErrors({ ...noErrors, file: problem });
    setErrors(noErrors);
    try {
      const found = await inspect.mutateAsync({ file, source: settings.source.trim() });
      const defaults = found.sourceDefaults;
      setInspection(found);
      setDraft(mappingDraftOf(found.mapping));
      if (defaults) {
        change({
          mediaType: defaults.mediaType,
          mediaSubType: defaults.mediaSubType ?? "",
          territory: defaults.territory ?? "",
        });
      }
    } catch (error) {
      setErrors(refusalOf(error, "The file could not be read."));
    }
  };

  const runImport = async (dryRun: boolean) => {
    if (!file || !draft) return;
    const mapping = mappingProblemsByField(draft);
    const missing = {
      ...(settings.source.trim() === "" && { source: "Name who sent the file." }),
      ...(settings.mediaType === "" && { mediaType: "Choose the media type." }),
    };
    if (Object.keys(mapping).length > 0 || Object.keys(missing).length > 0) {
      return setErrors({ ...noErrors, ...missing, mapping });
    }
    setErrors(noErrors);
    try {
      const answer = await importer.mutateAsync({ file, query: importQueryOf(settings, draft, dryRun) });
      setResult(answer);
    } catch (error) {
      setResult(null);
      setErrors(refusalOf(error, "The file could not be imported."));
    }
  };

  const sheet = inspection ? headerSheetOf(inspection) : null;
  const mappingErrors = draft ? { ...mappingProblemsByField(draft), ...errors.mapping } : {};
  const busy = inspect.isPending || importer.isPending;

  return (
    <TitledCard
      titleId="upload-report-title"
      title="Upload a report"
      description="Each airing is matched by its Ad-ID to a spot and checked against the rights held on its air date."
      className="mb-6"
      action={
        <Button variant="ghost" className="p-1.5" aria-label="Close the upload" onClick={onClose}>
          <XIcon className="size-5" />
        </Button>
      }
    >
      <div className="space-y-6 px-5 py-5 sm:px-6">
        {imported ? (
          <ImportResult result={result} />
        ) : (
          <>
            <ChooseFileFields
              file={file}
              source={settings.source}
              sources={(sources.data ?? []).map((source) => source.name)}
              errors={errors}
              onFile={chooseFile}
              onSource={(source) => change({ source })}
            />
            {inspection && draft && sheet && (
              <section aria-label="What the file holds" className="space-y-6">
                <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" role="status">
                  {describeHeader(inspection)}
                  {inspection.mappingFrom === "saved" && " The source's saved columns are chosen."}
                </p>
                <MappingFields
                  headers={sheet.headers}
                  draft={draft}
                  errors={mappingErrors}
                  onChange={(field: AiringField, header) => {
                    setDraft({ ...draft, [field]: header });
                    setResult(null);
                  }}
                />
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">The first rows</h3>
                  <div className="mt-2">
                    <FilePreviewTable sheet={sheet} />
                  </div>
                </div>
                <fieldset className="grid gap-4 sm:grid-cols-3">
                  <legend className="mb-3 text-sm font-semibold text-slate-900">Where it aired</legend>
                  <MediaFields value={settings} errors={errors} onChange={change} />
                </fieldset>
              </section>
            )}
            {result?.dryRun && <ImportResult result={result} />}
          </>
        )}
        {errors.other.length > 0 && <Alert title="That did not work">{errors.other.join(" ")}</Alert>}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
          {imported ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button
                onClick={() => {
                  chooseFile(null);
                  setSettings(blankSettings);
                }}
              >
                Upload another report
              </Button>
            </>
          ) : inspection ? (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => void runImport(true)}>
                Check without saving
              </Button>
              <Button
                busy={importer.isPending}
                busyLabel="Importing…"
                disabled={busy}
                onClick={() => void runImport(false)}
              >
                Import
              </Button>
            </>
          ) : (
            <Button busy={inspect.isPending} busyLabel="Reading the file…" onClick={() => void runInspect()}>
              Inspect the file
            </Button>
          )}
        </div>
      </div>
    </TitledCard>
  );
}
