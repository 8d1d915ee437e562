import { isApiError } from "@rightsdesk/api-client";
import {
  MAX_AIRING_FILE_BYTES,
  airingFields,
  mappingProblems,
  type AiringColumnMapping,
  type AiringField,
  type AiringImportQuery,
  type AiringInspection,
} from "@rightsdesk/domain";

/** What the file input offers: the formats the server reads. */
export const airingFileAccept =
  ".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel";

/** Why a chosen file cannot be sent, before it is: its kind or its size; null when it can. */
export function checkAiringFile(file: File): string | null {
  if (!/\.(csv|xlsx|xls)$/i.test(file.name)) {
    return `${file.name} is not a CSV or Excel file. Choose a .csv, .xlsx or .xls file.`;
  }
  if (file.size > MAX_AIRING_FILE_BYTES) {
    return `${file.name} is larger than ${MAX_AIRING_FILE_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** The sheet the header was found on (the first one with a header), else the first sheet. */
export function headerSheetOf(inspection: AiringInspection) {
  return inspection.sheets.find((sheet) => sheet.headerRow !== null) ?? inspection.sheets[0] ?? null;
}

/** "Header found on row 7 of Sheet1", or what is missing. */
export function describeHeader(inspection: AiringInspection): string {
  const sheet = headerSheetOf(inspection);
  if (!sheet || sheet.headerRow === null) {
    return "No header row was found in the first rows of the file: choose each column below.";
  }
  const where = inspection.format === "csv" ? "" : ` of ${sheet.name}`;
  return `Header found on row ${sheet.headerRow}${where}.`;
}

/** The mapping as the form holds it: each field's header, "" for "Not in this file". */
export type MappingDraft = Record<AiringField, string>;

export function mappingDraftOf(mapping: AiringColumnMapping): MappingDraft {
  return Object.fromEntries(airingFields.map((field) => [field, mapping[field] ?? ""])) as MappingDraft;
}

/** The mapping sent: every field, null where the file has no such column. */
export function mappingOfDraft(draft: MappingDraft): AiringColumnMapping {
  return Object.fromEntries(
    airingFields.map((field) => [field, draft[field] === "" ? null : draft[field]]),
  ) as AiringColumnMapping;
}

/** What the mapping still lacks, per field (the Ad-ID, a date column, a column chosen twice). */
export function mappingProblemsByField(draft: MappingDraft): Partial<Record<AiringField, string>> {
  return Object.fromEntries(
    mappingProblems(mappingOfDraft(draft)).map((problem) => [problem.field, problem.message]),
  );
}

/** The rest of the import form: who sent the file and what it aired on. */
export interface ImportSettings {
  source: string;
  mediaType: string;
  mediaSubType: string;
  territory: string;
}

/** The import's query: the confirmed mapping as JSON, kept for the source's next files. */
export function importQueryOf(
  settings: ImportSettings,
  draft: MappingDraft,
  dryRun: boolean,
): AiringImportQuery {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const mediaSubType = optional(settings.mediaSubType);
  const territory = optional(settings.territory);
  return {
    source: settings.source.trim(),
    mediaType: settings.mediaType,
    ...(mediaSubType && { mediaSubType }),
    ...(territory && { territory }),
    mapping: JSON.stringify(mappingOfDraft(draft)),
    saveMapping: "true",
    dryRun: dryRun ? "true" : "false",
  };
}

/** Where a refusal's messages go: beside the field each names, the rest above the buttons. */
export interface UploadErrors {
  file?: string;
  source?: string;
  mediaType?: string;
  mediaSubType?: string;
  territory?: string;
  mapping: Partial<Record<AiringField, string>>;
  other: string[];
}

const settingFields = ["source", "mediaType", "mediaSubType", "territory"] as const;

function isAiringField(name: string): name is AiringField {
  return airingFields.some((field) => field === name);
}

/**
 * A refusal's field errors placed on the form. The server names a field by its path in the
 * request ("query.mapping.adId", "files.0", "file", "mediaType"); anything else is general.
 */
export function placeUploadErrors(error: unknown): UploadErrors {
  const placed: UploadErrors = { mapping: {}, other: [] };
  if (!isApiError(error)) return placed;
  for (const { field, message } of error.errors) {
    const path = field.replace(/^(query|body|fields)\./, "");
    const [head = "", ...tail] = path.split(".");
    const rest = tail.join(".");
    if (head === "file" || head === "files") placed.file ??= message;
    else if (head === "mapping" && isAiringField(rest)) placed.mapping[rest] ??= message;
    else if (isAiringField(head)) placed.mapping[head] ??= message;
    else {
      const setting = settingFields.find((name) => name === head);
      if (setting) placed[setting] ??= message;
      else placed.other.push(message);
    }
  }
  return placed;
}

/** Whether any message was placed beside a field. */
export function hasFieldErrors(errors: UploadErrors): boolean {
  return (
    Boolean(errors.file ?? errors.source ?? errors.mediaType ?? errors.mediaSubType ?? errors.territory) ||
    Object.keys(errors.mapping).length > 0
  );
}
