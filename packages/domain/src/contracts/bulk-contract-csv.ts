import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { MONEY_INPUT_MESSAGE, parseDollars } from "../money/money.js";
import type { BulkContractShared } from "./contract-schemas.js";

/**
 * The bulk-contract file, one layout for the web page and the CLI: the columns, in the order the
 * help lists them (only `talent` is required), how a row's cells become a request row, and the key
 * a row without a `key` cell gets.
 */
export const bulkContractCsvColumns = [
  "key",
  "talent",
  "title",
  "contractNumber",
  "payeeKind",
  "loanOutCompanyId",
  "payeeAgencyId",
  "performerCategory",
  "performanceType",
  "role",
  "sessionFee",
  "holdingFee",
] as const;
export type BulkContractCsvColumn = (typeof bulkContractCsvColumns)[number];

/** A row's cells as read: each column's trimmed text, empty cells left out. */
export type BulkContractCells = Partial<Record<BulkContractCsvColumn, string>>;

/** A problem with one cell of a row, named by its column. */
export interface BulkCellProblem {
  readonly column: BulkContractCsvColumn;
  readonly message: string;
}

/** Column names as people write them in a header: "Session fee", "session_fee" → sessionFee. */
export function bulkContractColumnOf(header: string): BulkContractCsvColumn | undefined {
  const loose = (name: string) =>
    name
      .trim()
      .replace(/[\s_-]+/g, "")
      .toLowerCase();
  return bulkContractCsvColumns.find((column) => loose(column) === loose(header));
}

/** The cells of one row by column, trimmed, empty ones and unknown columns left out. */
export function bulkContractCellsOf(record: Readonly<Record<string, string | undefined>>): BulkContractCells {
  const cells: BulkContractCells = {};
  for (const [header, value] of Object.entries(record)) {
    const column = bulkContractColumnOf(header);
    const text = value?.trim() ?? "";
    if (column !== undefined && text !== "") cells[column] = text;
  }
  return cells;
}

/** JSON with keys sorted at every level, so the same values always hash the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key of a row with no `key` cell: the first 16 hex digits (64 bits) of the SHA-256 of the
 * shared terms, the talent and the row's other cells. The same row under the same terms gets the
 * same key from the web page and the CLI, so a rerun finds the contracts it made; change the terms
 * and the keys change. At 10,000 rows a collision is about 1 in 300 billion.
 */
export function bulkRowKey(shared: BulkContractShared, cells: BulkContractCells): string {
  const { key: _key, talent = "", ...rest } = cells;
  const text = `${stableJson(shared)}\n${talent}\n${stableJson(rest)}`;
  return bytesToHex(sha256(utf8ToBytes(text))).slice(0, 16);
}

/**
 * A row's cells as a request row: fees in dollars to cents (the domain's money rule), ids as
 * numbers, a person number ("PE0042") as text; each cell that cannot be read is a problem.
 */
export function bulkRowFromCells(cells: BulkContractCells): {
  row: Record<string, unknown>;
  problems: BulkCellProblem[];
} {
  const row: Record<string, unknown> = {};
  const problems: BulkCellProblem[] = [];
  for (const [column, value] of Object.entries(cells) as [BulkContractCsvColumn, string][]) {
    if (column === "sessionFee" || column === "holdingFee") {
      const parsed = parseDollars(value);
      if (parsed.status === "amount") row[`${column}Cents`] = parsed.cents;
      else problems.push({ column, message: `${MONEY_INPUT_MESSAGE} (got "${value}")` });
    } else if (column === "talent" || column === "loanOutCompanyId" || column === "payeeAgencyId") {
      row[column] = /^\d+$/.test(value) ? Number(value) : value;
    } else {
      row[column] = value;
    }
  }
  return { row, problems };
}

/** Each column as a person reads it, in problems and table headings. */
export const bulkContractColumnLabels: Record<BulkContractCsvColumn, string> = {
  key: "Key",
  talent: "Talent",
  title: "Title",
  contractNumber: "Contract number",
  payeeKind: "Payee",
  loanOutCompanyId: "Loan-out corporation",
  payeeAgencyId: "Talent agency",
  performerCategory: "Performer category",
  performanceType: "Performance type",
  role: "Role",
  sessionFee: "Session fee",
  holdingFee: "Holding fee",
};

/** The request fields that are not named like their column: fees in cents, the talent's id. */
const columnOfRequestField: Record<string, BulkContractCsvColumn> = {
  talentId: "talent",
  sessionFeeCents: "sessionFee",
  holdingFeeCents: "holdingFee",
};

/**
 * The file's column of a field in a bulk request or answer: "rows.3.sessionFeeCents" → "sessionFee",
 * "rows.0.talentId" → "talent"; undefined for a field no column fills (a shared term).
 */
export function bulkContractColumnOfField(field: string): BulkContractCsvColumn | undefined {
  const last = field.split(".").pop() ?? field;
  const column = columnOfRequestField[last] ?? last;
  return (bulkContractCsvColumns as readonly string[]).includes(column)
    ? (column as BulkContractCsvColumn)
    : undefined;
}

/** One problem of one row: the row's number (the first row under the header is 1), its column and cell. */
export interface BulkRowProblem {
  readonly row: number;
  readonly column: BulkContractCsvColumn | undefined;
  /** The cell as written ("" when empty or when no column is named). */
  readonly value: string;
  readonly message: string;
}

/**
 * A row's problem as one sentence naming the row, the column and the value:
 * "Row 5, Talent: There is no person with id 999." A message that does not already quote the cell
 * gets it: 'Row 2, Performer category: Choose a category. (got "LEAD")'.
 */
export function bulkRowProblemText({ row, column, value, message }: BulkRowProblem): string {
  const where = column ? `Row ${row}, ${bulkContractColumnLabels[column]}` : `Row ${row}`;
  const quoted = value === "" || message.includes(value) ? message : `${message} (got "${value}")`;
  return `${where}: ${quoted}`;
}
