/** Where a command reads and writes; the binary passes the process's, tests pass their own. */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  /** Whether a person is at the keyboard to answer a prompt. */
  interactive: boolean;
  /** Asks for a secret without echoing it. */
  promptPassword(message: string): Promise<string>;
  now(): Date;
}

/** A failure the user can act on: printed without a stack trace, with its exit status. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** Ends a command with an exit status after it has printed its own report: nothing more is written. */
export class CliExit extends CliError {
  constructor(exitCode: number) {
    super("", exitCode);
    this.name = "CliExit";
  }
}
