import { isApiError } from "@rightsdesk/api-client";
import type { FieldError } from "@rightsdesk/domain";
import type { z } from "zod";
import { CliError } from "../cli-io.js";

/** With --partial, rows go in requests of this many, each written on its own. */
export const PARTIAL_BATCH_SIZE = 500;

/** A row of the file after the local check: the request to send, or what is wrong with it. */
export interface CheckedRow<Request> {
  /** Line in the file where the row starts; the header is line 1. */
  line: number;
  request: Request | null;
  /** Problems named by the file's column where there is one ("mainType", "city"). */
  errors: FieldError[];
}

export type RowStatus = "created" | "valid" | "failed" | "not written";

/** What became of one row; `Identity` names the record in the report (`{ legalName }`). */
export type RowOutcome<Identity extends object> = { line: number } & Identity & {
    /**
     * created: written (id set); valid: passed every check in a dry run; failed: has errors;
     * not written: fine itself, but left out because the all-or-nothing import had a bad row.
     */
    status: RowStatus;
    id: number | null;
    errors: FieldError[];
  };

export interface ImportOutcome<Identity extends object> {
  dryRun: boolean;
  atomic: boolean;
  /** Whether anything was written. */
  committed: boolean;
  created: number;
  failed: number;
  rows: RowOutcome<Identity>[];
}

/** How a report speaks of the imported records ("company", "companies") and names a row's record. */
export interface ImportRecordNames<Identity extends object> {
  one: string;
  many: string;
  nameOf(row: Identity): string;
}

export interface ImportOptions {
  dryRun: boolean;
  partial: boolean;
  /** Called after each request with the rows sent so far. */
  onSent?: (sent: number, total: number) => void;
}

/** One import request as every import endpoint takes it. */
export interface ImportBatch<Request> {
  rows: Request[];
  dryRun: boolean;
  atomic: boolean;
}

/** An import endpoint's answer: each row sent, by its 1-based position. */
export interface ImportAnswer {
  rows: readonly { row: number; id: number | null; errors: readonly FieldError[] }[];
}

/** The endpoint an import goes to, and how its rows and fields read in a report. */
export interface ImportTarget<Request, Row extends CheckedRow<Request>, Identity extends object> {
  /** The endpoint's body schema, so a request it would refuse whole (too many rows) is named first. */
  requestSchema: z.ZodType;
  send(batch: ImportBatch<Request>): Promise<ImportAnswer>;
  /** A field path of the request (or of the import's `rows.N.`) as the file's column. */
  columnForField(field: string): string;
  identify(row: Row): Identity;
}

type RowAnswer = { id: number | null; errors: FieldError[] };

const noAnswer: RowAnswer = { id: null, errors: [] };
const emptyAnswers = (size: number): RowAnswer[] =>
  Array.from({ length: size }, () => ({ id: null, errors: [] }));

/**
 * An all-or-nothing request the server refused because of its rows: InvalidData whose errors name
 * `rows.<N>.<field>`, N counting the rows sent from 1. Answers each row's errors, or null for any
 * other failure.
 */
function answersFromRowErrors(
  error: unknown,
  size: number,
  columnForField: (field: string) => string,
): RowAnswer[] | null {
  if (!isApiError(error) || error.errors.length === 0) return null;
  const answers = emptyAnswers(size);
  for (const fieldError of error.errors) {
    const match = /^rows\.(\d+)\./.exec(fieldError.field);
    const answer = match ? answers[Number(match[1]) - 1] : undefined;
    if (!answer) return null;
    answer.errors.push({ field: columnForField(fieldError.field), message: fieldError.message });
  }
  return answers;
}

/** The server's answer for each row sent, by position. */
function answersFromResult(
  result: ImportAnswer,
  size: number,
  columnForField: (field: string) => string,
): RowAnswer[] {
  const answers = emptyAnswers(size);
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
async function sendRequest<Request, Row extends CheckedRow<Request>, Identity extends object>(
  target: ImportTarget<Request, Row, Identity>,
  batch: ImportBatch<Request>,
): Promise<RowAnswer[]> {
  try {
    return answersFromResult(await target.send(batch), batch.rows.length, target.columnForField);
  } catch (error) {
    const answers = answersFromRowErrors(error, batch.rows.length, target.columnForField);
    if (!answers) throw error;
    return answers;
  }
}

function checkRequestSize(schema: z.ZodType, batch: ImportBatch<unknown>): void {
  const checked = schema.safeParse(batch);
  if (checked.success) return;
  const problems = checked.error.issues.map((issue) => issue.message).join(" ");
  throw new CliError(
    `${problems} An all-or-nothing import goes in one request: split the file, or use --partial.`,
    2,
  );
}

function requestsOf<Request>(rows: readonly CheckedRow<Request>[]): Request[] {
  return rows.flatMap((row) => (row.request === null ? [] : [row.request]));
}

/** What became of a row: the server gives a new id only to a row it wrote. */
function outcomeOf<Request, Row extends CheckedRow<Request>, Identity extends object>(
  target: ImportTarget<Request, Row, Identity>,
  row: Row,
  answer: RowAnswer | undefined,
  dryRun: boolean,
): RowOutcome<Identity> {
  const base = { line: row.line, ...target.identify(row) };
  if (row.request === null) return { ...base, status: "failed", id: null, errors: row.errors };
  const { id, errors } = answer ?? noAnswer;
  if (errors.length > 0) return { ...base, status: "failed", id: null, errors };
  if (id !== null) return { ...base, status: "created", id, errors: [] };
  return { ...base, status: dryRun ? "valid" : "not written", id: null, errors: [] };
}

function summarize<Identity extends object>(
  dryRun: boolean,
  atomic: boolean,
  rows: RowOutcome<Identity>[],
): ImportOutcome<Identity> {
  const created = rows.filter((row) => row.status === "created").length;
  const failed = rows.filter((row) => row.status === "failed").length;
  return { dryRun, atomic, committed: created > 0, created, failed, rows };
}

/**
 * All or nothing (the default): every valid row in one request, written only when every row of
 * the file is good. When some rows already failed the local check, the others still go as a dry
 * run, so the report names every problem the server finds too (a duplicate name, say) at once.
 */
async function sendAllOrNothing<Request, Row extends CheckedRow<Request>, Identity extends object>(
  valid: readonly Row[],
  anyInvalid: boolean,
  target: ImportTarget<Request, Row, Identity>,
  options: ImportOptions,
): Promise<Map<Row, RowAnswer | undefined>> {
  const batch = { rows: requestsOf(valid), dryRun: options.dryRun || anyInvalid, atomic: true };
  let answers: RowAnswer[] = [];
  if (batch.rows.length > 0) {
    checkRequestSize(target.requestSchema, batch);
    options.onSent?.(0, batch.rows.length);
    answers = await sendRequest(target, batch);
    options.onSent?.(batch.rows.length, batch.rows.length);
  }
  return new Map(valid.map((row, index) => [row, answers[index]]));
}

/** --partial: valid rows in batches, each written on its own; a batch the server cannot take fails alone. */
async function sendInBatches<Request, Row extends CheckedRow<Request>, Identity extends object>(
  valid: readonly Row[],
  target: ImportTarget<Request, Row, Identity>,
  options: ImportOptions,
): Promise<Map<Row, RowAnswer>> {
  const answerOf = new Map<Row, RowAnswer>();
  if (valid.length > 0) options.onSent?.(0, valid.length);
  for (let start = 0; start < valid.length; start += PARTIAL_BATCH_SIZE) {
    const batch = valid.slice(start, start + PARTIAL_BATCH_SIZE);
    try {
      const answers = await sendRequest(target, {
        rows: requestsOf(batch),
        dryRun: options.dryRun,
        atomic: false,
      });
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
  return answerOf;
}

/** Sends the checked rows to the import endpoint as the options ask and reports what became of each. */
export async function sendImport<Request, Row extends CheckedRow<Request>, Identity extends object>(
  rows: readonly Row[],
  target: ImportTarget<Request, Row, Identity>,
  options: ImportOptions,
): Promise<ImportOutcome<Identity>> {
  const valid = rows.filter((row) => row.request !== null);
  const answerOf = options.partial
    ? await sendInBatches(valid, target, options)
    : await sendAllOrNothing(valid, valid.length < rows.length, target, options);
  const outcomes = rows.map((row) => outcomeOf(target, row, answerOf.get(row), options.dryRun));
  return summarize(options.dryRun, !options.partial, outcomes);
}
