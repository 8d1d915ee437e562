import fs from "node:fs/promises";
import path from "node:path";
import { renderToString } from "ink";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import {
  checkCompanyRow,
  markRepeatedCompanies,
  type CheckedCompanyRow,
} from "../import/company-row-request.js";
import { createImportProgressReporter } from "../import/import-progress-reporter.js";
import { readCompanyCsv } from "../import/read-company-csv.js";
import { sendCompanyImport } from "../import/send-company-import.js";
import { ImportReport } from "../ui/import-report.js";

export interface CompaniesImportOptions {
  dryRun?: boolean;
  partial?: boolean;
  format: "table" | "json";
}

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
 * `rightsdesk companies import FILE.csv`: checks every row with the domain's schemas, then
 * sends the good ones — all or nothing by default — and reports each bad row by its line.
 * Exit status 1 when any row failed.
 */
export async function companiesImport(
  file: string,
  options: CompaniesImportOptions,
  io: CliIo,
): Promise<void> {
  const csvRows = readCompanyCsv(await readFile(file));
  if (csvRows.length === 0) throw new CliError(`${file} has a header but no companies.`, 2);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);

  const progress = createImportProgressReporter(io);
  let outcome;
  try {
    const checked: CheckedCompanyRow[] = [];
    for (const row of csvRows) {
      checked.push(checkCompanyRow(row));
      if (checked.length % 500 === 0) {
        progress.checked(checked.length, csvRows.length);
        await yieldToRenderer();
      }
    }
    progress.checked(checked.length, csvRows.length);
    outcome = await sendCompanyImport(api, markRepeatedCompanies(checked), {
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
    io.stdout.write(`${renderToString(<ImportReport outcome={outcome} />, { columns: 200 })}\n`);
  }
  if (outcome.failed > 0) throw new CliExit(1);
}
