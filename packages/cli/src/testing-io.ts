import type { CliIo } from "./cli-io.js";

export interface CapturedIo extends CliIo {
  out(): string;
  err(): string;
}

/** A CliIo that records what a command prints, for tests. */
export function captureIo(
  env: Record<string, string | undefined>,
  overrides: Partial<CliIo> = {},
): CapturedIo {
  let out = "";
  let err = "";
  return {
    env,
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    interactive: false,
    promptPassword: () => Promise.reject(new Error("no prompt in tests")),
    now: () => new Date(),
    out: () => out,
    err: () => err,
    ...overrides,
  };
}
