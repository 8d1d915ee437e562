import { renderToString } from "ink";
import { RecordPageTable, type ListPlace, type RecordTable } from "./record-page-table.js";

/** When a test record was stored and last changed, and that it is not archived. */
export const storedOn = {
  createdOn: "2025-01-02T10:00:00.000Z",
  updatedOn: "2025-03-04T10:00:00.000Z",
  archivedOn: null,
} as const;

/** The text a record table draws for these records, as the list commands print it (250 columns). */
export function drawRecordTable<Row>(
  table: RecordTable<Row>,
  records: readonly Row[],
  totalRecords: number,
  page: ListPlace = null,
): string {
  return renderToString(
    <RecordPageTable {...table} records={records} totalRecords={totalRecords} page={page} />,
    { columns: 250 },
  );
}

/** The lines of one page of the table, for tests that check each line. */
export function recordTableLines<Row>(
  table: RecordTable<Row>,
  records: readonly Row[],
  totalRecords: number,
  page: { number: number; size: number },
): string[] {
  return drawRecordTable(table, records, totalRecords, page).split("\n");
}
