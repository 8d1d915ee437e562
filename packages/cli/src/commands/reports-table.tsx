import { Box, Text } from "ink";
import {
  IsoDateSchema,
  formatMoneyCents,
  formatOptionalDisplayDate,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
  type ReportRunResult,
} from "@rightsdesk/domain";
import { RecordPageTable, type ListPlace } from "../ui/record-page-table.js";
import type { TableColumn } from "../ui/table.js";

/** A cell as the screens show it: dates MM/DD/YYYY, money as dollars, nothing for an empty cell. */
export function formatReportCell(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return "";
  if (column.kind === "date") {
    const date = IsoDateSchema.safeParse(value);
    if (date.success) return formatOptionalDisplayDate(date.data);
  }
  if (column.kind === "money" && typeof value === "number") return formatMoneyCents(value);
  return String(value);
}

/** "Use rights expiring: due 11/24/2026 to 12/24/2026 (today 11/24/2026)". */
export function reportHeading(
  report: ReportDefinition,
  result: Pick<ReportRunResult, "today" | "from" | "to">,
) {
  const today = formatOptionalDisplayDate(result.today);
  if (result.from === null || result.to === null) return `${report.name} (today ${today})`;
  return `${report.name}: ${formatOptionalDisplayDate(result.from)} to ${formatOptionalDisplayDate(result.to)} (today ${today})`;
}

export interface ReportTableProps {
  report: ReportDefinition;
  result: Pick<ReportRunResult, "today" | "from" | "to" | "totalRecords">;
  rows: readonly ReportRow[];
  /** The page shown, or null when the rows are the whole result. */
  page: ListPlace;
}

/** A report's rows under its heading, with the definition's column labels and where the page sits. */
export function ReportTable({ report, result, rows, page }: ReportTableProps) {
  const columns: TableColumn<ReportRow>[] = report.columns.map((column) => ({
    header: column.label,
    value: (row) => formatReportCell(column, row[column.key]),
  }));
  return (
    <Box flexDirection="column">
      <Text bold>{reportHeading(report, result)}</Text>
      <RecordPageTable
        columns={columns}
        records={rows}
        totalRecords={result.totalRecords}
        page={page}
        names={{ one: "row", many: "rows" }}
      />
    </Box>
  );
}
