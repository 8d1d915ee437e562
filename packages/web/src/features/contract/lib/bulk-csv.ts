import {
  BulkContractRowSchema,
  MAX_BULK_CONTRACT_ROWS,
  bulkContractCellsOf,
  bulkContractColumnOf,
  bulkContractColumnOfField,
  bulkRowFromCells,
  bulkRowKey,
  stableJson,
  type BulkContractCells,
  type BulkContractRow,
  type BulkContractShared,
  type BulkRowProblem,
} from "@rightsdesk/domain";
import Papa from "papaparse";

/** A row as the page holds it: its number (the first row under the header is 1) and its cells. */
export interface BulkDraft {
  number: number;
  cells: BulkContractCells;
  /** The talent's name when picked from the people; "" for a row read from a file. */
  name: string;
}

/** A row checked here: the request row it makes (null when it has problems) and the problems. */
export interface BulkCsvRow extends BulkDraft {
  /** The row's own key, or "" when the key is made from the row and the terms (`keyedRow`). */
  key: string;
  row: BulkContractRow | null;
  problems: BulkRowProblem[];
}

export interface BulkCsvParse {
  drafts: BulkDraft[];
  /** Problems with the file as a whole (no talent column, unreadable). */
  fileErrors: string[];
}

const TALENT_MESSAGE = "Enter the talent as a person id or a person number like PE0042.";

/**
 * One row by the domain's layout (`bulkRowFromCells`, the same as the CLI's): the talent as a
 * person id ("42") or number ("PE0042"), fees in dollars to cents, each problem naming its column.
 */
export function checkBulkRow(draft: BulkDraft): BulkCsvRow {
  const { number, cells } = draft;
  const problem = (column: BulkRowProblem["column"], message: string): BulkRowProblem => ({
    row: number,
    column,
    value: column ? (cells[column] ?? "") : "",
    message,
  });
  const problems: BulkRowProblem[] = [];
  if (!cells.talent) problems.push(problem("talent", TALENT_MESSAGE));
  const { row, problems: cellProblems } = bulkRowFromCells(cells);
  for (const { column, message } of cellProblems) problems.push(problem(column, message));
  // Checked with a stand-in key: the real one may depend on the terms, not known yet.
  const candidate = { ...row, key: cells.key ?? "made-from-the-row" } as BulkContractRow;
  if (problems.length === 0) {
    const checked = BulkContractRowSchema.safeParse(candidate);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        problems.push(problem(bulkContractColumnOfField(String(issue.path[0] ?? "")), issue.message));
    }
  }
  return { ...draft, key: cells.key ?? "", row: problems.length === 0 ? candidate : null, problems };
}

/** Every row checked, and then across rows: a key used twice, or two rows that would get the same key. */
export function checkBulkRows(drafts: readonly BulkDraft[]): BulkCsvRow[] {
  const rows = drafts.map(checkBulkRow);
  const firstOf = new Map<string, number>();
  for (const row of rows) {
    // Two rows with the same cells would get the same key under any terms.
    const same = row.key !== "" ? `key:${row.key}` : `cells:${stableJson(row.cells)}`;
    const first = firstOf.get(same);
    if (first === undefined) {
      firstOf.set(same, row.number);
      continue;
    }
    row.problems.push({
      row: row.number,
      column: row.key !== "" ? "key" : undefined,
      value: row.key,
      message:
        row.key !== ""
          ? `The key ${row.key} is already used on row ${first}.`
          : `The same row as row ${first}: give each row its own key.`,
    });
    row.row = null;
  }
  return rows;
}

/** The row to send under these terms: its own key, or the domain's key of the terms and its cells. */
export function keyedRow(
  row: BulkCsvRow & { row: BulkContractRow },
  shared: BulkContractShared,
): BulkContractRow {
  return { ...row.row, key: row.key || bulkRowKey(shared, row.cells) };
}

/** A CSV file's text to rows, numbered from 1 under the header. Blank lines are skipped. */
export function parseBulkCsv(text: string): BulkCsvParse {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (name) => bulkContractColumnOf(name) ?? name.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("talent")) {
    return {
      drafts: [],
      fileErrors: ['The file needs a "talent" column (person id or number like PE0042).'],
    };
  }
  const drafts = parsed.data.map((record, index) => ({
    number: index + 1,
    cells: bulkContractCellsOf(record),
    name: "",
  }));
  return { drafts, fileErrors: drafts.length === 0 ? ["The file has no rows under its header."] : [] };
}

/** Rows in requests of at most 500, in order. */
export function bulkBatches<T>(rows: readonly T[], size = MAX_BULK_CONTRACT_ROWS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
