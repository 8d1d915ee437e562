import { BulkContractRowSchema, MAX_BULK_CONTRACT_ROWS, type BulkContractRow } from "@rightsdesk/domain";
import Papa from "papaparse";
import { dollarsToCents } from "./money";

/** One CSV line as read, with what is wrong with it (nothing when it can be sent). */
export interface BulkCsvRow {
  /** The line in the file (the header is line 1). */
  line: number;
  talent: string;
  key: string;
  title: string;
  role: string;
  sessionFee: string;
  holdingFee: string;
  /** The row as the bulk call takes it, or null when it has errors. */
  row: BulkContractRow | null;
  errors: string[];
}

export interface BulkCsvParse {
  rows: BulkCsvRow[];
  /** Problems with the file as a whole (no talent column, unreadable). */
  fileErrors: string[];
}

/** The columns read; any other column is ignored. */
export const bulkCsvColumns = ["talent", "key", "title", "role", "sessionFee", "holdingFee"] as const;

/**
 * A stable key for a row without one, from what the row says: the same row in a resubmitted file
 * gets the same key, so the server skips it instead of creating it again (FNV-1a, 32 bits).
 */
export function rowKeyOf(cells: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of cells.map((cell) => cell.trim()).join("\u001f")) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `csv-${hash.toString(16).padStart(8, "0")}`;
}

const header = (name: string) =>
  name
    .trim()
    .replace(/[\s_-]+/g, "")
    .toLowerCase();

/**
 * One CSV line to a bulk row: the talent as a person id ("42") or number ("PE0042"), fees in
 * dollars to cents, a key of its own or one made from the row, each problem in words.
 */
export function toBulkRow(cells: Record<string, string>, line: number): BulkCsvRow {
  const get = (name: string) => (cells[name] ?? "").trim();
  const talent = get("talent");
  const draft = {
    line,
    talent,
    key: get("key"),
    title: get("title"),
    role: get("role"),
    sessionFee: get("sessionFee"),
    holdingFee: get("holdingFee"),
  };
  const errors: string[] = [];
  if (talent === "") errors.push("Enter the talent as a person id or a person number like PE0042.");
  const fee = (value: string, words: string) => {
    const cents = dollarsToCents(value);
    if (Number.isNaN(cents)) errors.push(`Enter the ${words} in dollars, like 1250.00.`);
    return cents === null || Number.isNaN(cents) ? undefined : cents;
  };
  const sessionFeeCents = fee(draft.sessionFee, "session fee");
  const holdingFeeCents = fee(draft.holdingFee, "holding fee");
  const key = draft.key || rowKeyOf([talent, draft.title, draft.role, draft.sessionFee, draft.holdingFee]);
  const candidate: BulkContractRow = {
    key,
    talent: /^\d+$/.test(talent) ? Number(talent) : talent,
    ...(draft.title ? { title: draft.title } : {}),
    ...(draft.role ? { role: draft.role } : {}),
    ...(sessionFeeCents !== undefined ? { sessionFeeCents } : {}),
    ...(holdingFeeCents !== undefined ? { holdingFeeCents } : {}),
  };
  if (errors.length === 0) {
    const checked = BulkContractRowSchema.safeParse(candidate);
    if (!checked.success) errors.push(...checked.error.issues.map((issue) => issue.message));
  }
  return { ...draft, key, row: errors.length === 0 ? candidate : null, errors };
}

/** A CSV file's text to bulk rows, each line with its own errors. Blank lines are skipped. */
export function parseBulkCsv(text: string): BulkCsvParse {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (name) =>
      bulkCsvColumns.find((column) => header(column) === header(name)) ?? name.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("talent")) {
    return { rows: [], fileErrors: ['The file needs a "talent" column (person id or number like PE0042).'] };
  }
  const rows = parsed.data.map((cells, index) => toBulkRow(cells, index + 2));
  const fileErrors = rows.length === 0 ? ["The file has no rows under its header."] : [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const first = seen.get(row.key);
    if (first !== undefined) {
      row.errors.push(`The key ${row.key} is already used on line ${first}.`);
      row.row = null;
    } else seen.set(row.key, row.line);
  }
  return { rows, fileErrors };
}

/** Rows in requests of at most 500, in order. */
export function bulkBatches<T>(rows: readonly T[], size = MAX_BULK_CONTRACT_ROWS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
