/**
 * A backup or restore that stopped for a reason the operator can act on; the message says what
 * to do. Exit status 2 for a wrong setting or argument, 1 for anything else.
 */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = "BackupError";
  }
}
