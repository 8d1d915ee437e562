import tty from "node:tty";
import { Box, Text, render } from "ink";
import type { CliIo } from "../cli-io.js";
import type { BatchReport, RowReport } from "./contracts-bulk-send.js";

/** How far a bulk creation got: rows answered of all rows, by outcome. */
export interface BulkProgressState {
  total: number;
  batches: number;
  batchesDone: number;
  created: number;
  existing: number;
  invalid: number;
  failed: number;
  stopping: boolean;
}

export interface BulkProgressReporter {
  batchDone(batch: BatchReport, rows: readonly RowReport[]): void;
  stopping(): void;
  finish(): void;
}

const count = (value: number) => value.toLocaleString("en-US");
const BAR_WIDTH = 30;

export function BulkProgress(state: BulkProgressState) {
  const done = state.created + state.existing + state.invalid + state.failed;
  const share = state.total === 0 ? 1 : Math.min(1, done / state.total);
  const filled = Math.round(share * BAR_WIDTH);
  return (
    <Box flexDirection="column">
      <Text>
        {"Contracts     "}
        <Text color="green">{"█".repeat(filled)}</Text>
        <Text dimColor>{"░".repeat(BAR_WIDTH - filled)}</Text>
        {` ${count(done)}/${count(state.total)} rows (${Math.floor(share * 100)}%), batch ${state.batchesDone}/${state.batches}`}
      </Text>
      <Text dimColor>
        {`created ${count(state.created)}, existing ${count(state.existing)}, invalid ${count(state.invalid)}, failed ${count(state.failed)}`}
        {state.stopping ? " — stopping after the batches in flight (Ctrl-C again to abandon them)" : ""}
      </Text>
    </Box>
  );
}

function tally(state: BulkProgressState, rows: readonly RowReport[]): void {
  for (const row of rows) {
    if (row.outcome === "created") state.created += 1;
    else if (row.outcome === "existing") state.existing += 1;
    else if (row.outcome === "invalid") state.invalid += 1;
    else if (row.outcome === "failed") state.failed += 1;
  }
  state.batchesDone += 1;
}

/**
 * A progress bar redrawn in place on a terminal's error stream, or one plain line per batch for
 * logs and pipes (stdout keeps the report either way).
 */
export function createBulkProgressReporter(io: CliIo, total: number, batches: number): BulkProgressReporter {
  const state: BulkProgressState = {
    total,
    batches,
    batchesDone: 0,
    created: 0,
    existing: 0,
    invalid: 0,
    failed: 0,
    stopping: false,
  };
  const stream = io.stderr;
  if (stream instanceof tty.WriteStream && stream.isTTY && !io.env["CI"]) {
    const view = render(<BulkProgress {...state} />, { stdout: stream, stderr: stream, patchConsole: false });
    return {
      batchDone(_batch, rows) {
        tally(state, rows);
        view.rerender(<BulkProgress {...state} />);
      },
      stopping() {
        state.stopping = true;
        view.rerender(<BulkProgress {...state} />);
      },
      finish() {
        view.unmount();
      },
    };
  }
  return {
    batchDone(batch, rows) {
      tally(state, rows);
      const tries = batch.attempts === 1 ? "1 try" : `${batch.attempts} tries`;
      stream.write(
        `Batch ${batch.batch}/${batches} (lines ${batch.firstLine}-${batch.lastLine}): ${batch.outcome}, ` +
          `${batch.rows} rows in ${batch.latencyMs ?? "?"} ms (${tries}); ` +
          `${count(state.created + state.existing + state.invalid + state.failed)} of ${count(total)} rows answered.\n`,
      );
    },
    stopping() {
      stream.write("Stopping after the batches in flight (interrupt again to abandon them)...\n");
    },
    finish() {},
  };
}
