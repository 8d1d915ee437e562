import tty from "node:tty";
import { render } from "ink";
import type { CliIo } from "../cli-io.js";
import { ImportProgress, type ImportProgressState } from "../ui/import-progress.js";

/** Where an import reports how far it got: rows checked, then rows sent. */
export interface ImportProgressReporter {
  checked(done: number, total: number): void;
  sent(done: number, total: number): void;
  finish(): void;
}

const count = (value: number) => value.toLocaleString("en-US");

/** Progress bars redrawn in place, on the terminal's error stream (stdout keeps the report). */
function barsOn(stream: tty.WriteStream): ImportProgressReporter {
  const state: ImportProgressState = { checked: 0, total: 0, sent: 0, toSend: null };
  const view = render(<ImportProgress {...state} />, {
    stdout: stream,
    stderr: stream,
    patchConsole: false,
  });
  return {
    checked(done, total) {
      Object.assign(state, { checked: done, total });
      view.rerender(<ImportProgress {...state} />);
    },
    sent(done, total) {
      Object.assign(state, { sent: done, toSend: total });
      view.rerender(<ImportProgress {...state} />);
    },
    finish() {
      view.unmount();
    },
  };
}

/** One plain line per step, for logs and pipes: every 1,000 rows checked, every request sent. */
function linesOn(write: (text: string) => unknown): ImportProgressReporter {
  return {
    checked(done, total) {
      if (done === total || done % 1000 === 0) write(`Checked ${count(done)} of ${count(total)} rows.\n`);
    },
    sent(done, total) {
      write(`Sent ${count(done)} of ${count(total)} rows.\n`);
    },
    finish() {},
  };
}

/** Bars in an interactive terminal; plain lines when the output is a file, a pipe or CI. */
export function createImportProgressReporter(io: CliIo): ImportProgressReporter {
  const stream = io.stderr;
  const interactive = stream instanceof tty.WriteStream && stream.isTTY && !io.env["CI"];
  return interactive ? barsOn(stream) : linesOn((text) => stream.write(text));
}
