// Its own module, loaded when an export is asked for: the CSV writer is not part of every list page.
import { csvText } from "@rightsdesk/domain";
import type { CsvColumn } from "./csv-export";

/**
 * The CSV text of the records, one row each under a heading row, through the one CSV writer: a
 * text a spreadsheet would run as a formula gets a leading `'` (numbers are left alone).
 */
export function buildCsv<TRecord>(
  columns: readonly CsvColumn<TRecord>[],
  records: readonly TRecord[],
): string {
  return csvText(
    records.map((record) => columns.map((column) => column.value(record))),
    columns.map((column) => column.header),
  );
}
