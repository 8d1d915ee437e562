import tty from "node:tty";
import { Box, Text, render } from "ink";
import type { CliIo } from "../cli-io.js";

/** Where an upload reports how far it got: bytes sent, then the wait while the server checks the rows. */
export interface UploadProgressReporter {
  sent(bytes: number): void;
  finish(): void;
}

export interface UploadProgressState {
  fileName: string;
  sent: number;
  total: number;
}

const BAR_WIDTH = 30;
const count = (value: number) => value.toLocaleString("en-US");
const shareOf = ({ sent, total }: UploadProgressState) => (total === 0 ? 1 : Math.min(1, sent / total));

/** The upload as a bar: bytes sent of the file's size, then that the server is checking its rows. */
export function UploadProgress(state: UploadProgressState) {
  const share = shareOf(state);
  const filled = Math.round(share * BAR_WIDTH);
  const sent = Math.min(state.sent, state.total);
  return (
    <Box flexDirection="column">
      <Text>
        {"Uploading     "}
        <Text color="green">{"█".repeat(filled)}</Text>
        <Text dimColor>{"░".repeat(BAR_WIDTH - filled)}</Text>
        {` ${count(sent)}/${count(state.total)} bytes (${Math.floor(share * 100)}%)`}
      </Text>
      <Text dimColor>
        {share < 1 ? state.fileName : `${state.fileName} sent; the server is checking its rows...`}
      </Text>
    </Box>
  );
}

/** The bar redrawn in place on a terminal's error stream (stdout keeps the report). */
function barOn(stream: tty.WriteStream, state: UploadProgressState): UploadProgressReporter {
  const view = render(<UploadProgress {...state} />, { stdout: stream, stderr: stream, patchConsole: false });
  return {
    sent(bytes) {
      state.sent = bytes;
      view.rerender(<UploadProgress {...state} />);
    },
    finish() {
      view.unmount();
    },
  };
}

/** A plain line at each tenth of the file sent, for logs and pipes, and one when it is all sent. */
function linesOn(write: (text: string) => unknown, state: UploadProgressState): UploadProgressReporter {
  let tenths = 0;
  return {
    sent(bytes) {
      state.sent = bytes;
      const reached = Math.floor(shareOf(state) * 10);
      if (reached <= tenths) return;
      tenths = reached;
      const sent = Math.min(bytes, state.total);
      write(`Sent ${count(sent)} of ${count(state.total)} bytes (${reached * 10}%).\n`);
      if (reached === 10) write(`${state.fileName} sent; the server is checking its rows...\n`);
    },
    finish() {},
  };
}

const silent: UploadProgressReporter = { sent() {}, finish() {} };

/** A bar in an interactive terminal; plain lines in a file, a pipe or CI; nothing when `quiet`. */
export function createUploadProgressReporter(
  io: CliIo,
  file: { name: string; size: number },
  quiet: boolean,
): UploadProgressReporter {
  if (quiet) return silent;
  const state: UploadProgressState = { fileName: file.name, sent: 0, total: file.size };
  const stream = io.stderr;
  const interactive = stream instanceof tty.WriteStream && stream.isTTY && !io.env["CI"];
  return interactive ? barOn(stream, state) : linesOn((text) => stream.write(text), state);
}
