import { performance } from "node:perf_hooks";
import { Data, Duration, Effect, Fiber, Schedule } from "effect";
import { isApiError } from "@rightsdesk/api-client";
import type { BulkContractResult } from "@rightsdesk/domain";
import { columnForField, type BulkRow } from "./contracts-bulk-rows.js";

/** Sends one batch: POST /Contract/Bulk, all or nothing on the server. */
export type BatchSender = (rows: BulkRow["row"][], dryRun: boolean) => Promise<BulkContractResult>;

/**
 * What became of one row of the file. created: made now (or would be, on a dry run); existing:
 * its key made a contract before; invalid: the server refused the row itself; failed: its batch
 * was not written (another row of it was invalid, or it failed after every retry); not sent: the
 * run was interrupted before its batch went.
 */
export type RowOutcome = "created" | "existing" | "invalid" | "failed" | "not sent";

export interface RowReport {
  line: number;
  key: string;
  talent: string;
  outcome: RowOutcome;
  contractId: number | null;
  contractNumber: string | null;
  /** Why a row was invalid or failed, its column named. */
  message: string;
}

/** One request: how many times it was tried and how long it took from first try to answer. */
export interface BatchReport {
  batch: number;
  rows: number;
  firstLine: number;
  lastLine: number;
  outcome: "committed" | "checked" | "refused" | "failed" | "not sent";
  attempts: number;
  latencyMs: number | null;
  message: string;
}

export interface BulkSendOptions {
  batchSize: number;
  concurrency: number;
  /** Retries of a batch after a transient failure (network, 429, 502, 503, 504). */
  retries: number;
  /** The first retry waits about this long; each next one twice as long. */
  retryBaseMs: number;
  dryRun: boolean;
  /** Called as each batch ends (for the progress bar). */
  onBatch?: (batch: BatchReport, rows: readonly RowReport[]) => void;
}

export interface BulkSendOutcome {
  rows: RowReport[];
  batches: BatchReport[];
  /** True when the run was abandoned: batches still in flight may or may not have been written. */
  abandoned: boolean;
}

/** A failure worth another try: the server was not reached, was busy, or a gateway gave up. */
class TransientFailure extends Data.TaggedError("TransientFailure")<{ readonly error: unknown }> {}
/** A failure another try would repeat: the request itself was refused. */
class RefusedBatch extends Data.TaggedError("RefusedBatch")<{ readonly error: unknown }> {}

const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

/** Network errors (status 0) and 429/502/503/504 are retried; any other answer is final. */
export function isTransientError(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkError || TRANSIENT_STATUSES.has(error.status));
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.status ? `${error.message} (HTTP ${error.status})` : error.message;
  return error instanceof Error ? error.message : String(error);
}

const talentText = (row: BulkRow["row"]) => String(row.talent);

function pendingReport(row: BulkRow): RowReport {
  return {
    line: row.line,
    key: row.row.key,
    talent: talentText(row.row),
    outcome: "not sent",
    contractId: null,
    contractNumber: null,
    message: "",
  };
}

/** The rows of a batch the server answered, read by their 1-based place in the request. */
function rowsOfAnswer(batch: readonly BulkRow[], answer: BulkContractResult, dryRun: boolean): RowReport[] {
  const written = answer.committed || dryRun;
  return batch.map((row, index) => {
    const result = answer.rows.find((r) => r.row === index + 1);
    const base = pendingReport(row);
    if (!result) return { ...base, outcome: "failed", message: "The server did not answer for this row." };
    if (result.outcome === "invalid") {
      const message = result.errors.map((e) => `${columnForField(e.field)}: ${e.message}`).join("; ");
      return { ...base, outcome: "invalid", message };
    }
    if (!written) {
      return {
        ...base,
        outcome: "failed",
        message: "Not written: another row of its batch is invalid (a batch is all or nothing).",
      };
    }
    return {
      ...base,
      outcome: result.outcome,
      contractId: result.contractId,
      contractNumber: result.contractNumber,
    };
  });
}

/** The rows of a batch the server refused whole; field errors naming a row ("rows.3.talent") mark it. */
function rowsOfRefusal(batch: readonly BulkRow[], error: unknown, retried: boolean): RowReport[] {
  const fieldErrors = isApiError(error) ? error.errors : [];
  const reason = `${retried ? "Failed after every retry" : "Refused"}: ${messageOf(error)}`;
  return batch.map((row, index) => {
    const own = fieldErrors.filter(
      (e) => e.field.startsWith(`rows.${index}.`) || e.field === `rows.${index}`,
    );
    return own.length > 0
      ? {
          ...pendingReport(row),
          outcome: "invalid",
          message: own.map((e) => `${columnForField(e.field)}: ${e.message}`).join("; "),
        }
      : { ...pendingReport(row), outcome: "failed", message: reason };
  });
}

/** One batch: its rows, what became of each, and how its request went. */
interface BatchState {
  rows: BulkRow[];
  answers: RowReport[];
  report: BatchReport;
}

/**
 * Sends the rows in batches, `concurrency` at a time, each retried with exponential backoff on
 * transient failures and never on a refusal. `stop()` lets batches in flight finish and sends no
 * more; `abandon()` stops waiting for them too (the server writes a batch whole or not at all, so
 * a rerun with the same keys finds whatever they wrote). The outcome holds every row either way.
 */
export function startBulkSend(
  rows: readonly BulkRow[],
  send: BatchSender,
  options: BulkSendOptions,
): { done: Promise<BulkSendOutcome>; stop(): void; abandon(): void } {
  const batches: BatchState[] = [];
  for (let start = 0; start < rows.length; start += options.batchSize) {
    const slice = rows.slice(start, start + options.batchSize);
    batches.push({
      rows: slice,
      answers: slice.map(pendingReport),
      report: {
        batch: batches.length + 1,
        rows: slice.length,
        firstLine: slice[0]?.line ?? 0,
        lastLine: slice[slice.length - 1]?.line ?? 0,
        outcome: "not sent",
        attempts: 0,
        latencyMs: null,
        message: "",
      },
    });
  }
  let stopping = false;
  let abandoned = false;

  const retrySchedule = Schedule.exponential(Duration.millis(options.retryBaseMs), 2).pipe(
    Schedule.jittered,
    Schedule.intersect(Schedule.recurs(options.retries)),
  );

  const sendOne = (state: BatchState) =>
    Effect.gen(function* () {
      const { report, rows: batch } = state;
      const started = performance.now();
      const attempt = Effect.tryPromise({
        try: () => {
          report.attempts += 1;
          return send(
            batch.map((row) => row.row),
            options.dryRun,
          );
        },
        catch: (error) =>
          isTransientError(error) ? new TransientFailure({ error }) : new RefusedBatch({ error }),
      });
      const answer = yield* attempt.pipe(
        Effect.retry({ schedule: retrySchedule, while: (failure) => failure._tag === "TransientFailure" }),
        Effect.either,
      );
      report.latencyMs = Math.round(performance.now() - started);
      if (answer._tag === "Right") {
        state.answers = rowsOfAnswer(batch, answer.right, options.dryRun);
        report.outcome = options.dryRun ? "checked" : answer.right.committed ? "committed" : "refused";
        if (report.outcome === "refused") report.message = "A row of the batch is invalid: nothing written.";
      } else {
        const { error } = answer.left;
        const retried = answer.left._tag === "TransientFailure";
        state.answers = rowsOfRefusal(batch, error, retried);
        report.outcome = retried ? "failed" : "refused";
        report.message = messageOf(error);
      }
      options.onBatch?.(report, state.answers);
    });

  const program = Effect.forEach(
    batches,
    (state) => Effect.suspend(() => (stopping ? Effect.void : sendOne(state))),
    { concurrency: options.concurrency, discard: true },
  );
  const fiber = Effect.runFork(program);
  const done = Effect.runPromise(Fiber.await(fiber)).then(() => {
    for (const state of batches) {
      const { report } = state;
      if (report.attempts === 0 || report.latencyMs !== null) continue;
      report.message = "In flight when the run was abandoned: it may have been written.";
      state.answers = state.answers.map((row) => ({ ...row, message: report.message }));
    }
    return {
      rows: batches.flatMap((state) => state.answers),
      batches: batches.map((state) => state.report),
      abandoned,
    };
  });
  return {
    done,
    stop() {
      stopping = true;
    },
    abandon() {
      stopping = true;
      abandoned = true;
      Effect.runFork(Fiber.interrupt(fiber));
    },
  };
}
