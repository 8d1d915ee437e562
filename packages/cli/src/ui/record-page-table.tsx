import { Box, Text } from "ink";
import { Table, type TableColumn } from "./table.js";

/** Where a table of records sits in its list: the page shown, or null when it holds every page. */
export type ListPlace = { number: number; size: number } | null;

/** How one kind of record shows in a table: its columns, and how the footer speaks of the records. */
export interface RecordTable<Row> {
  columns: readonly TableColumn<Row>[];
  /** "company", "companies". */
  names: { one: string; many: string };
}

export interface RecordPageTableProps<Row> extends RecordTable<Row> {
  records: readonly Row[];
  totalRecords: number;
  page: ListPlace;
}

function footer<Row>({ records, totalRecords, page, names }: RecordPageTableProps<Row>): string {
  if (!page) return `${totalRecords} ${totalRecords === 1 ? names.one : names.many}.`;
  const first = page.number * page.size + 1;
  const pages = Math.max(1, Math.ceil(totalRecords / page.size));
  return `Records ${first}–${first + records.length - 1} of ${totalRecords}, page ${page.number} (pages 0–${pages - 1}).`;
}

/** Records in aligned columns, and where the page sits in the whole list. */
export function RecordPageTable<Row>(props: RecordPageTableProps<Row>) {
  return (
    <Box flexDirection="column">
      <Table columns={props.columns} rows={props.records} empty={`No ${props.names.many} match.`} />
      {props.records.length > 0 ? <Text dimColor>{footer(props)}</Text> : null}
    </Box>
  );
}
