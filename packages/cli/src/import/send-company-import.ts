import { isApiError, type ApiClient } from "@rightsdesk/api-client";
import {
  CompanyImportRequestSchema,
  type CompanyCreateRequest,
  type CompanyImportResult,
  type FieldError,
} from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import { columnForField, type CheckedCompanyRow } from "./company-row-request.js";

/** With --partial, rows go in requests of this many, each written on its own. */
export const PARTIAL_BATCH_SIZE = 500;

export type RowStatus = "created" | "valid" | "failed" | "not written";

export interface RowOutcome {
  /** Line in the file where the row starts; the header is line 1. */
  line: number;
  legalName: string;
  /**
   * created: written (id set); valid: passed every check in a dry run; failed: has errors;
   * not written: fine itself, but left out because the all-or-nothing import had a bad row.
   */
  status: RowStatus;
  id: number | null;
  errors: FieldError[];
}

export interface ImportOutcome {
  dryRun: boolean;
  atomic: boolean;
  /** Whether anything was written. */
  committed: boolean;
  created: number;
  failed: number;
  rows: RowOutcome[];
}

export interface ImportOptions {
  dryRun: boolean;
  partial: boolean;
  /** Called after each request with the rows sent so far. */
  onSent?: (sent: number, total: number) => void;
}

type ImportRequest = { rows: CompanyCreateRequest[]; dryRun: boolean; atomic: boolean };
type RowAnswer = { id: number | null; errors: FieldError[] };

/**
 * An all-or-nothing request the server refused because of its rows: InvalidData whose errors name
 * `rows.<N>.<field>`, N counting the rows sent from 1. Answers each row's errors, or null for any
 * other failure.
 */
function answersFromRowErrors(error: unknown, size: number): RowAnswer[] | null {
  if (!isApiError(error) || error.errors.length === 0) return null;
  const answers: RowAnswer[] = Array.from({ length: size }, () => ({ id: null, errors: [] }));
  for (const fieldError of error.errors) {
    const match = /^rows\.(\d+)\./.exec(fieldError.field);
    const answer = match ? answers[Number(match[1]) - 1] : undefined;
    if (!answer) return null;
    answer.errors.push({ field: columnForField(fieldError.field), message: fieldError.message });
  }
  return answers;
}

/** The server's answer for each row sent, by position. */
function answersFromResult(result: CompanyImportResult, size: number): RowAnswer[] {
  const answers: RowAnswer[] = Array.from({ length: size }, () => ({ id: null, errors: [] }));
  for (const row of result.rows) {
    const answer = answers[row.row - 1];
    if (!answer) continue;
    answer.id = row.id;
    answer.errors = row.errors.map((error) => ({
      field: columnForField(error.field),
      message: error.message,
    }));
  }
  return answers;
}

/**
 * Sends one request and answers each row's outcome: the new id when it was written, or its errors.
 * A refusal that names rows becomes per-row answers; any other failure is thrown.
 */
async function sendRequest(api: ApiClient, body: ImportRequest): Promise<RowAnswer[]> {
  try {
    return answersFromResult(await api.importCompanies({ body }), body.rows.length);
  } catch (error) {
    const answers = answersFromRowErrors(error, body.rows.length);
    if (!answers) throw error;
    return answers;
  }
}

function checkRequestSize(body: ImportRequest): void {
  const checked = CompanyImportRequestSchema.safeParse(body);
  if (checked.success) return;
  const problems = checked.error.issues.map((issue) => issue.message).join(" ");
  throw new CliError(
    `${problems} An all-or-nothing import goes in one request: split the file, or use --partial.`,
    2,
  );
}

const noAnswer: RowAnswer = { id: null, errors: [] };

/** What became of a row: the server gives a new id only to a row it wrote. */
function outcomeOf(row: CheckedCompanyRow, answer: RowAnswer | undefined, dryRun: boolean): RowOutcome {
  const base = { line: row.line, legalName: row.legalName };
  if (row.request === null) return { ...base, status: "failed", id: null, errors: row.errors };
  const { id, errors } = answer ?? noAnswer;
  if (errors.length > 0) return { ...base, status: "failed", id: null, errors };
  if (id !== null) return { ...base, status: "created", id, errors: [] };
  return { ...base, status: dryRun ? "valid" : "not written", id: null, errors: [] };
}

function summarize(dryRun: boolean, atomic: boolean, rows: RowOutcome[]): ImportOutcome {
  const created = rows.filter((row) => row.status === "created").length;
  const failed = rows.filter((row) => row.status === "failed").length;
  return { dryRun, atomic, committed: created > 0, created, failed, rows };
}

/**
 * All or nothing (the default): every valid row in one request, written only when every row of
 * the file is good. When some rows already failed the local check, the others still go as a dry
 * run, so the report names every problem the server finds too (a duplicate name, say) at once.
 */
async function importAllOrNothing(
  api: ApiClient,
  rows: readonly CheckedCompanyRow[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const valid = rows.filter((row) => row.request !== null);
  const anyInvalid = valid.length < rows.length;
  const body = {
    rows: valid.flatMap((row) => (row.request ? [row.request] : [])),
    dryRun: options.dryRun || anyInvalid,
    atomic: true,
  };
  let answers: RowAnswer[] = [];
  if (body.rows.length > 0) {
    checkRequestSize(body);
    options.onSent?.(0, body.rows.length);
    answers = await sendRequest(api, body);
    options.onSent?.(body.rows.length, body.rows.length);
  }
  const answerOf = new Map(valid.map((row, index) => [row, answers[index]]));
  const outcomes = rows.map((row) => outcomeOf(row, answerOf.get(row), options.dryRun));
  return summarize(options.dryRun, true, outcomes);
}

/** --partial: valid rows in batches, each written on its own; a batch the server cannot take fails alone. */
async function importPartially(
  api: ApiClient,
  rows: readonly CheckedCompanyRow[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const valid = rows.filter((row) => row.request !== null);
  const answerOf = new Map<CheckedCompanyRow, RowAnswer>();
  if (valid.length > 0) options.onSent?.(0, valid.length);
  for (let start = 0; start < valid.length; start += PARTIAL_BATCH_SIZE) {
    const batch = valid.slice(start, start + PARTIAL_BATCH_SIZE);
    const body = {
      rows: batch.flatMap((row) => (row.request ? [row.request] : [])),
      dryRun: options.dryRun,
      atomic: false,
    };
    try {
      const answers = await sendRequest(api, body);
      batch.forEach((row, index) => answerOf.set(row, answers[index] ?? noAnswer));
    } catch (error) {
      // A lost connection or session, or a missing right, fails every batch alike: stop there.
      const failsEveryBatch =
        !isApiError(error) || error.isNetworkError || error.status === 401 || error.status === 403;
      if (failsEveryBatch) throw error;
      const failure = { field: "row", message: `The server did not take this batch: ${error.message}` };
      for (const row of batch) answerOf.set(row, { id: null, errors: [failure] });
    }
    options.onSent?.(Math.min(start + PARTIAL_BATCH_SIZE, valid.length), valid.length);
  }
  const outcomes = rows.map((row) => outcomeOf(row, answerOf.get(row), options.dryRun));
  return summarize(options.dryRun, false, outcomes);
}

/** Sends the checked rows to the server as the options ask and reports what became of each. */
export function sendCompanyImport(
  api: ApiClient,
  rows: readonly CheckedCompanyRow[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  return options.partial ? importPartially(api, rows, options) : importAllOrNothing(api, rows, options);
}
