import { AppError, ErrorCodes } from "@rightsdesk/domain";
import { expect } from "vitest";
import { readSheetRows } from "./read-sheet.js";
import type { SheetRow } from "./read-sheet.js";

export const MEGABYTE = 1024 * 1024;

/** The file as an upload delivers it: in chunks of at most 64 KB. */
export async function* uploadOf(file: Buffer, chunkSize = 64 * 1024): AsyncGenerator<Buffer> {
  for (let start = 0; start < file.length; start += chunkSize) yield file.subarray(start, start + chunkSize);
}

export async function rowsOf(file: Buffer, fileName: string, maxBytes = 10 * MEGABYTE): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(uploadOf(file), { fileName, maxBytes })) rows.push(row);
  return rows;
}

/** The cells of each row, keyed "sheet!row", for compact expectations. */
export function cellsByRow(rows: readonly SheetRow[]): Record<string, readonly string[]> {
  return Object.fromEntries(rows.map((row) => [`${row.sheet}!${row.rowNumber}`, row.cells]));
}

/** The refusal a reading ends with: InvalidData naming the field `file`, with the given message. */
export async function expectRefusal(reading: Promise<unknown>, message: string | RegExp): Promise<void> {
  const error = await reading.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  const refusal = error as AppError;
  expect(refusal.code).toBe(ErrorCodes.InvalidData);
  expect(refusal.errors?.map((fieldError) => fieldError.field)).toEqual(["file"]);
  if (typeof message === "string") expect(refusal.message).toBe(message);
  else expect(refusal.message).toMatch(message);
}
