import type { AppError } from "@rightsdesk/domain";
import { invalidField } from "../../../errors/app-errors.js";

/** The upload field every refusal of the reader names. */
const FILE_FIELD = "file";

export function notASpreadsheet(fileName: string): AppError {
  const file = fileName.trim() === "" ? "The file" : `The file “${fileName.trim()}”`;
  return invalidField(FILE_FIELD, `${file} is not a CSV, XLSX or XLS spreadsheet.`);
}

export function emptyFile(): AppError {
  return invalidField(FILE_FIELD, "The file is empty.");
}

export function fileTooLarge(maxBytes: number): AppError {
  return invalidField(
    FILE_FIELD,
    `The file is larger than ${sizeText(maxBytes)}; split it into smaller files.`,
  );
}

export function unreadableFile(format: string, reason: string): AppError {
  return invalidField(FILE_FIELD, `The ${format} file could not be read: ${reason}`);
}

/** "128 MB", "1.5 MB", "512 KB": sizes counted in units of 1024, as file browsers show them. */
export function sizeText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
