import { LIST_PAGE_SIZE_MAX, type ListQuery } from "@rightsdesk/domain";

/** One column of an exported file: its heading and each record's value in it. */
export interface CsvColumn<TRecord> {
  readonly header: string;
  readonly value: (record: TRecord) => string | number | null;
}

export interface ListPageResult<TRecord> {
  totalRecords: number;
  records: TRecord[];
}

/** `companies-2026-11-22.csv`: what the list holds and the day, in the user's time zone. */
export function csvFileName(prefix: string, today: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `${prefix}-${day}.csv`;
}

export class ExportCancelledError extends Error {
  constructor() {
    super("The export was cancelled.");
    this.name = "ExportCancelledError";
  }
}

/**
 * Every record matching the query's filters, in its sort order, fetched page by page at the
 * largest page size the server allows. `onProgress` hears how many have arrived out of how many.
 * Stops at a short page too, so a list that shrinks while it is read still ends.
 */
export async function fetchAllRecords<TRecord>(
  query: ListQuery,
  fetchPage: (query: ListQuery) => Promise<ListPageResult<TRecord>>,
  options: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<TRecord[]> {
  const pageSize = LIST_PAGE_SIZE_MAX;
  const records: TRecord[] = [];
  let total = 0;
  for (let pageNumber = 0; ; pageNumber += 1) {
    if (options.signal?.aborted) throw new ExportCancelledError();
    const page = await fetchPage({ ...query, pageNumber, pageSize });
    if (options.signal?.aborted) throw new ExportCancelledError();
    if (pageNumber === 0) total = page.totalRecords;
    records.push(...page.records);
    options.onProgress?.(Math.min(records.length, total), total);
    const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
    if (page.records.length < pageSize || records.length >= total || pageNumber >= lastPage) return records;
  }
}

/** Hands the text to the browser as a download; the BOM lets spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
