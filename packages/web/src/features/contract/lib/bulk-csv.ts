import {
  BulkContractRowSchema,
  MAX_BULK_CONTRACT_ROWS,
  bulkContractCellsOf,
  bulkContractColumnOf,
  bulkRowFromCells,
  bulkRowKey,
  stableJson,
  type BulkContractCells,
  type BulkContractCsvColumn,
  type BulkContractRow,
  type BulkContractShared,
} from "@rightsdesk/domain";
import Papa from "papaparse";

/** One CSV line as read, with what is wrong with it (nothing when it can be sent). */
export interface BulkCsvRow {
  /** The line in the file (the header is line 1). */
  line: number;
  talent: string;
  /** The row's own key, or "" when the key is made from the row and the terms (`keyedRow`). */
  key: string;
  title: string;
  role: string;
  sessionFee: string;
  holdingFee: string;
  /** Every cell of the domain's layout the line fills: what a made key is computed from. */
  cells: BulkContractCells;
  /** The row as the bulk call takes it (its key set by `keyedRow`), or null when it has errors. */
  row: BulkContractRow | null;
  errors: string[];
}

export interface BulkCsvParse {
  rows: BulkCsvRow[];
  /** Problems with the file as a whole (no talent column, unreadable). */
  fileErrors: string[];
}

/** What a cell's column is called in a problem: "sessionFee" → "Session fee". */
const columnWords: Partial<Record<BulkContractCsvColumn, string>> = {
  sessionFee: "Session fee",
  holdingFee: "Holding fee",
};

/**
 * One CSV line to a bulk row by the domain's layout (`bulkRowFromCells`, the same as the CLI's):
 * the talent as a person id ("42") or number ("PE0042"), fees in dollars to cents, each problem
 * in words. A line without a key cell gets its key when it is sent, from the terms (`keyedRow`).
 */
export function toBulkRow(record: Readonly<Record<string, string>>, line: number): BulkCsvRow {
  const cells = bulkContractCellsOf(record);
  const draft = {
    line,
    talent: cells.talent ?? "",
    key: cells.key ?? "",
    title: cells.title ?? "",
    role: cells.role ?? "",
    sessionFee: cells.sessionFee ?? "",
    holdingFee: cells.holdingFee ?? "",
    cells,
  };
  const errors: string[] = [];
  if (draft.talent === "") errors.push("Enter the talent as a person id or a person number like PE0042.");
  const { row, problems } = bulkRowFromCells(cells);
  for (const problem of problems)
    errors.push(`${columnWords[problem.column] ?? problem.column}: ${problem.message}`);
  // Checked with a stand-in key: the real one may depend on the terms, not known yet.
  const candidate = { ...row, key: draft.key || "made-from-the-row" } as BulkContractRow;
  if (errors.length === 0) {
    const checked = BulkContractRowSchema.safeParse(candidate);
    if (!checked.success) errors.push(...checked.error.issues.map((issue) => issue.message));
  }
  return { ...draft, row: errors.length === 0 ? candidate : null, errors };
}

/** The row to send under these terms: its own key, or the domain's key of the terms and its cells. */
export function keyedRow(
  row: BulkCsvRow & { row: BulkContractRow },
  shared: BulkContractShared,
): BulkContractRow {
  return { ...row.row, key: row.key || bulkRowKey(shared, row.cells) };
}

/** A CSV file's text to bulk rows, each line with its own errors. Blank lines are skipped. */
export function parseBulkCsv(text: string): BulkCsvParse {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (name) => bulkContractColumnOf(name) ?? name.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("talent")) {
    return { rows: [], fileErrors: ['The file needs a "talent" column (person id or number like PE0042).'] };
  }
  const rows = parsed.data.map((cells, index) => toBulkRow(cells, index + 2));
  const fileErrors = rows.length === 0 ? ["The file has no rows under its header."] : [];
  const keys = new Map<string, number>();
  const sameRows = new Map<string, number>();
  for (const row of rows) {
    if (row.key !== "") {
      const first = keys.get(row.key);
      if (first !== undefined) {
        row.errors.push(`The key ${row.key} is already used on line ${first}.`);
        row.row = null;
      } else keys.set(row.key, row.line);
      continue;
    }
    // Two lines with the same cells would get the same key under any terms.
    const same = stableJson(row.cells);
    const first = sameRows.get(same);
    if (first !== undefined) {
      row.errors.push(`The same row as line ${first}: give each row its own key.`);
      row.row = null;
    } else sameRows.set(same, row.line);
  }
  return { rows, fileErrors };
}

/** Rows in requests of at most 500, in order. */
export function bulkBatches<T>(rows: readonly T[], size = MAX_BULK_CONTRACT_ROWS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
