import type { Readable } from "node:stream";
import { AppError } from "@rightsdesk/domain";
import ExcelJS from "exceljs";
import type { CellValue, Row } from "exceljs";
import unzipper from "unzipper";
import type { File as ZipEntry } from "unzipper";
import { excelCellText, isDateFormat } from "./cell-text.js";
import type { SheetRow } from "./read-sheet.js";
import { withoutTrailingBlanks } from "./sheet-cells.js";
import { notASpreadsheet, unreadableFile } from "./sheet-refusals.js";
import { spoolToFile } from "./spooled-file.js";

/**
 * The parts of exceljs 4.4.0's streaming WorkbookReader used here. Its own `parse()` reads the ZIP
 * in one pass and, when sheets come before the workbook part, intermittently drops the parts that
 * follow (exceljs issue #3064: "Cannot read properties of undefined (reading 'sheets')", or shared
 * strings silently missing). So the parts are fed to it here in the order they depend on each other,
 * read by offset from the ZIP's central directory.
 */
interface WorkbookParts {
  readonly model?: { readonly sheets?: readonly { readonly name: string; readonly rId: string }[] };
  readonly workbookRels?: readonly { readonly Id: string; readonly Target: string }[];
  readonly properties?: { readonly model?: { readonly date1904?: boolean } };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ readonly value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/**
 * Rows of an XLSX workbook: every worksheet in workbook order, each row from 1 to its last row with
 * content (rows without content have no cells). The upload is spooled to a temporary file and each
 * sheet is streamed from it by exceljs, so memory stays flat however many rows there are.
 */
export async function* readXlsxRows(
  bytes: AsyncIterable<Buffer>,
  fileName: string,
): AsyncGenerator<SheetRow, void, undefined> {
  const spooled = await spoolToFile(bytes, "upload.xlsx");
  try {
    const entries = await zipEntries(spooled.path, fileName);
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(spooled.path, {
      sharedStrings: "cache",
      styles: "cache", // number formats tell dates from numbers
      hyperlinks: "ignore", // a link cell keeps its text
    }) as unknown as WorkbookParts;
    await readWorkbookParts(workbook, entries, fileName);
    const date1904 = workbook.properties?.model?.date1904 ?? false;
    for (const { name, entry } of worksheetsInOrder(workbook, entries)) {
      const [parsed] = workbook._parseWorksheet(entry.stream(), "0");
      if (!parsed) continue;
      let nextRowNumber = 1;
      for await (const row of parsed.value) {
        for (; nextRowNumber < row.number; nextRowNumber += 1)
          yield { sheet: name, rowNumber: nextRowNumber, cells: [] };
        yield { sheet: name, rowNumber: row.number, cells: rowCells(row, date1904) };
        nextRowNumber = row.number + 1;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadableFile(
      "XLSX",
      "it looks damaged. Open it in Excel, save it again and upload the new copy.",
    );
  } finally {
    await spooled.remove();
  }
}

async function zipEntries(filePath: string, fileName: string): Promise<ReadonlyMap<string, ZipEntry>> {
  try {
    const directory = await unzipper.Open.file(filePath);
    return new Map(directory.files.map((entry) => [entry.path, entry]));
  } catch {
    throw notASpreadsheet(fileName);
  }
}

async function readWorkbookParts(
  workbook: WorkbookParts,
  entries: ReadonlyMap<string, ZipEntry>,
  fileName: string,
): Promise<void> {
  const part = (name: string) => entries.get(name)?.stream();
  const book = part("xl/workbook.xml");
  if (!book) throw notASpreadsheet(fileName);
  const relations = part("xl/_rels/workbook.xml.rels");
  if (relations) await workbook._parseRels(relations);
  await workbook._parseWorkbook(book);
  const sharedStrings = part("xl/sharedStrings.xml");
  if (sharedStrings) for await (const _ of workbook._parseSharedStrings(sharedStrings));
  const styles = part("xl/styles.xml");
  if (styles) await workbook._parseStyles(styles);
}

/** The workbook's worksheets in its own order, each with the ZIP entry holding it (chart sheets have none). */
function worksheetsInOrder(
  workbook: WorkbookParts,
  entries: ReadonlyMap<string, ZipEntry>,
): { readonly name: string; readonly entry: ZipEntry }[] {
  return (workbook.model?.sheets ?? []).flatMap((sheet) => {
    const target = workbook.workbookRels?.find((relation) => relation.Id === sheet.rId)?.Target ?? "";
    const entry = entries.get(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
    return entry && target.includes("worksheets/") ? [{ name: sheet.name, entry }] : [];
  });
}

function rowCells(row: Row, date1904: boolean): string[] {
  const values = row.values as readonly CellValue[];
  const cells: string[] = [];
  for (let column = 1; column < values.length; column += 1) {
    const isDateFormatted = () => isDateFormat(row.getCell(column).numFmt);
    cells.push(excelCellText(values[column], isDateFormatted, date1904));
  }
  return withoutTrailingBlanks(cells);
}
