import fs from "node:fs/promises";
import path from "node:path";
import type { ApiClient } from "@rightsdesk/api-client";
import { renderToString } from "ink";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { createImportProgressReporter } from "../import/import-progress-reporter.js";
import {
  sendImport,
  type CheckedRow,
  type ImportRecordNames,
  type ImportTarget,
} from "../import/send-import.js";
import { ImportReport } from "../ui/import-report.js";

export interface CsvImportOptions {
  dryRun?: boolean;
  partial?: boolean;
  format: "table" | "json";
}

/** One kind of record imported from CSV: how its file is read and checked, and where it goes. */
export interface CsvImport<CsvRow, Request, Row extends CheckedRow<Request>, Identity extends object> {
  names: ImportRecordNames<Identity>;
  read(content: Buffer): CsvRow[];
  /** Checks one row with the domain's schemas, as the server will. */
  checkRow(row: CsvRow): Row;
  /** Checks across rows (the same record twice in the file); answers the rows with any new errors. */
  checkFile(rows: readonly Row[]): Row[];
  target(api: ApiClient): ImportTarget<Request, Row, Identity>;
}

/** Rows checked between two redraws of the progress bar. */
const CHECK_SLICE = 500;

/** Lets the progress bar redraw between slices of a long check. */
const yieldToRenderer = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readFile(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "there is no such file" : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}.`, 2);
  }
}

/**
 * `rightsdesk <records> import FILE.csv`: checks every row with the domain's schemas, then sends
 * the good ones — all or nothing by default — and reports each bad row by its line.
 * Exit status 1 when any row failed.
 */
export async function runCsvImport<CsvRow, Request, Row extends CheckedRow<Request>, Identity extends object>(
  file: string,
  options: CsvImportOptions,
  kind: CsvImport<CsvRow, Request, Row, Identity>,
  io: CliIo,
): Promise<void> {
  const csvRows = kind.read(await readFile(file));
  if (csvRows.length === 0) throw new CliError(`${file} has a header but no ${kind.names.many}.`, 2);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);

  const progress = createImportProgressReporter(io);
  let outcome;
  try {
    const checked: Row[] = [];
    for (const row of csvRows) {
      checked.push(kind.checkRow(row));
      if (checked.length % CHECK_SLICE === 0) {
        progress.checked(checked.length, csvRows.length);
        await yieldToRenderer();
      }
    }
    progress.checked(checked.length, csvRows.length);
    outcome = await sendImport(kind.checkFile(checked), kind.target(api), {
      dryRun: options.dryRun ?? false,
      partial: options.partial ?? false,
      onSent: (sent, total) => progress.sent(sent, total),
    });
  } finally {
    progress.finish();
  }

  if (options.format === "json") {
    io.stdout.write(`${JSON.stringify({ file: path.basename(file), ...outcome }, null, 2)}\n`);
  } else {
    const report = <ImportReport outcome={outcome} names={kind.names} />;
    io.stdout.write(`${renderToString(report, { columns: 200 })}\n`);
  }
  if (outcome.failed > 0) throw new CliExit(1);
}
