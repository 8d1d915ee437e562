import fs from "node:fs/promises";
import path from "node:path";
import type { ApiClient } from "@rightsdesk/api-client";
import {
  MAX_BULK_CONTRACT_ROWS,
  MONEY_INPUT_MESSAGE,
  bulkContractColumnOfField,
  bulkRowProblemText,
  parseDollars,
  type BulkContractShared,
} from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { alignColumns } from "../ui/table.js";
import { csvFieldColumns, toCsv } from "../ui/to-csv.js";
import { createBulkProgressReporter } from "./contracts-bulk-progress.js";
import { checkSharedTerms, readBulkContractRows, type RowProblem } from "./contracts-bulk-rows.js";
import {
  startBulkSend,
  type BatchSender,
  type BulkSendOutcome,
  type RowOutcome,
  type RowReport,
} from "./contracts-bulk-send.js";
import { findAssetByAdId } from "./find-asset-by-ad-id.js";

export interface ContractsBulkCreateOptions {
  terms?: string;
  family?: string;
  agreement?: string;
  title?: string;
  union?: string;
  contractDate?: string;
  expirationDate?: string;
  payeeKind?: string;
  performerCategory?: string;
  performanceType?: string;
  sessionFee?: string;
  holdingFee?: string;
  templateId?: string;
  asset?: string[];
  batchSize: string;
  concurrency: string;
  retries: string;
  report?: string;
  dryRun?: boolean;
  format: "table" | "json";
}

/** Exit status of a run stopped by Ctrl-C or SIGTERM (128 + SIGINT), as shells report it. */
export const INTERRUPTED_EXIT = 130;

/** The first retry of a transient failure waits about this long, each next one twice as long. */
const RETRY_BASE_MS = 250;

function wholeNumber(text: string, option: string, min: number, max: number): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new CliError(`${option} takes a whole number from ${min} to ${max} (got "${text}").`, 2);
  return value;
}

async function readInput(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      `Cannot read ${file}: ${code === "ENOENT" ? "there is no such file" : (error as Error).message}.`,
      2,
    );
  }
}

/** The terms every row shares: --terms FILE.json first, then each option given over it. */
async function sharedTermsDraft(options: ContractsBulkCreateOptions): Promise<Record<string, unknown>> {
  let draft: Record<string, unknown> = {};
  if (options.terms) {
    try {
      const parsed: unknown = JSON.parse((await readInput(options.terms)).toString("utf8"));
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      draft = parsed as Record<string, unknown>;
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`--terms ${options.terms} must hold one JSON object of shared terms.`, 2);
    }
  }
  const text: [keyof ContractsBulkCreateOptions, string][] = [
    ["family", "family"],
    ["agreement", "agreement"],
    ["title", "title"],
    ["union", "union"],
    ["contractDate", "contractDate"],
    ["expirationDate", "expirationDate"],
    ["payeeKind", "payeeKind"],
    ["performerCategory", "performerCategory"],
    ["performanceType", "performanceType"],
  ];
  for (const [option, field] of text) if (options[option] !== undefined) draft[field] = options[option];
  for (const [option, field, flag] of [
    ["sessionFee", "sessionFeeCents", "--session-fee"],
    ["holdingFee", "holdingFeeCents", "--holding-fee"],
  ] as const) {
    const value = options[option];
    if (value === undefined) continue;
    const parsed = parseDollars(value);
    if (parsed.status !== "amount") throw new CliError(`${flag}: ${MONEY_INPUT_MESSAGE} (got "${value}")`, 2);
    draft[field] = parsed.cents;
  }
  if (options.templateId !== undefined)
    draft["templateId"] = wholeNumber(options.templateId, "--template-id", 1, Number.MAX_SAFE_INTEGER);
  return draft;
}

/** Each --asset as an asset id: a number is taken as the id, anything else as an Ad-ID. */
async function assetIds(api: ApiClient, assets: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const asset of assets) {
    ids.push(/^\d+$/.test(asset.trim()) ? Number(asset) : (await findAssetByAdId(api, asset)).id);
  }
  return ids;
}

const reportColumns = csvFieldColumns<RowReport>([
  "line",
  "key",
  "talent",
  "outcome",
  "contractNumber",
  "contractId",
  "message",
]);

function summarise(rows: readonly RowReport[]): Record<RowOutcome, number> {
  const summary: Record<RowOutcome, number> = {
    created: 0,
    existing: 0,
    invalid: 0,
    failed: 0,
    "not sent": 0,
  };
  for (const row of rows) summary[row.outcome] += 1;
  return summary;
}

/** Rows in aligned plain columns: fast for tens of thousands of rows, readable in a pager. */
function rowsAsText(rows: readonly RowReport[]): string {
  const columns = reportColumns.filter((column) => column.header !== "contractId");
  return alignColumns(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => String(column.value(row) ?? ""))),
  ).join("\n");
}

function reportJson(file: string, dryRun: boolean, outcome: BulkSendOutcome, interrupted: boolean) {
  return {
    file: path.basename(file),
    dryRun,
    interrupted,
    summary: summarise(outcome.rows),
    rows: outcome.rows,
    batches: outcome.batches,
  };
}

/**
 * Each problem in the web page's words — "Row 3, Holding fee: … (got "lots")", the first row under
 * the header being row 1 — with the file's line for an editor.
 */
function problemLines(problems: readonly RowProblem[]): string {
  return problems
    .map((p) => {
      const text = bulkRowProblemText({
        row: p.line - 1,
        column: bulkContractColumnOfField(p.column),
        value: p.value ?? "",
        message: p.message,
      });
      return `  ${text} [line ${p.line}]`;
    })
    .join("\n");
}

/**
 * `rightsdesk contracts bulk-create FILE.csv`: one contract per talent row with shared terms.
 * Every row is checked here first and nothing is sent while any is bad; then batches go with
 * bounded concurrency, retried on transient failures. Rows keep their key across runs, so a rerun
 * after an interruption finds the contracts already made ("existing") and makes only the rest.
 */
export async function contractsBulkCreate(
  file: string,
  options: ContractsBulkCreateOptions,
  io: CliIo,
): Promise<void> {
  const batchSize = wholeNumber(options.batchSize, "--batch-size", 1, MAX_BULK_CONTRACT_ROWS);
  const concurrency = wholeNumber(options.concurrency, "--concurrency", 1, 16);
  const retries = wholeNumber(options.retries, "--retries", 0, 20);
  const reportFormat = options.report ? path.extname(options.report).toLowerCase() : null;
  if (reportFormat !== null && reportFormat !== ".json" && reportFormat !== ".csv")
    throw new CliError(`--report writes a .json or a .csv file (got "${options.report}").`, 2);
  const draft = await sharedTermsDraft(options);
  const content = await readInput(file);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  if (options.asset?.length) draft["assetIds"] = await assetIds(api, options.asset);

  const terms = checkSharedTerms(draft);
  if (!terms.ok) throw new CliError(`The shared terms are not valid:\n  ${terms.problems.join("\n  ")}`, 2);
  const shared: BulkContractShared = terms.shared;
  const { rows, problems } = readBulkContractRows(content, shared);
  if (rows.length === 0 && problems.length === 0)
    throw new CliError(`${file} has a header but no talent rows.`, 2);
  if (problems.length > 0) {
    const lines = new Set(problems.map((p) => p.line)).size;
    if (options.format === "json")
      io.stdout.write(`${JSON.stringify({ file: path.basename(file), sent: false, problems }, null, 2)}\n`);
    io.stderr.write(
      `${problemLines(problems)}\nNothing was sent: ${lines} ${lines === 1 ? "row has" : "rows have"} problems. ` +
        `Fix ${lines === 1 ? "it" : "them"} and run the command again.\n`,
    );
    throw new CliExit(1);
  }

  const send: BatchSender = (batch, dryRun) =>
    api.bulkCreateContracts({ body: { shared, rows: batch, dryRun } });
  const progress = createBulkProgressReporter(io, rows.length, Math.ceil(rows.length / batchSize));
  const sending = startBulkSend(rows, send, {
    batchSize,
    concurrency,
    retries,
    retryBaseMs: RETRY_BASE_MS,
    dryRun: options.dryRun ?? false,
    onBatch: (batch, done) => progress.batchDone(batch, done),
  });
  let interrupted = false;
  const onSignal = () => {
    if (!interrupted) {
      interrupted = true;
      progress.stopping();
      sending.stop();
    } else sending.abandon();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  let outcome: BulkSendOutcome;
  try {
    outcome = await sending.done;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    progress.finish();
  }

  const report = reportJson(file, options.dryRun ?? false, outcome, interrupted);
  if (options.report) {
    await fs.writeFile(
      options.report,
      reportFormat === ".csv" ? toCsv(outcome.rows, reportColumns) : `${JSON.stringify(report, null, 2)}\n`,
    );
  }
  if (options.format === "json") {
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const s = report.summary;
    const verb = options.dryRun ? "would be created" : "created";
    io.stdout.write(
      `${rowsAsText(outcome.rows)}\n\n${rows.length} rows: ${s.created} ${verb}, ${s.existing} already existed, ` +
        `${s.invalid} invalid, ${s.failed} failed${s["not sent"] ? `, ${s["not sent"]} not sent` : ""}.` +
        `${options.dryRun ? " Dry run: nothing was written." : ""}\n`,
    );
  }
  if (interrupted) {
    const answered = outcome.rows.length - report.summary["not sent"];
    io.stderr.write(
      `Interrupted after ${answered} of ${rows.length} rows${outcome.abandoned ? " (batches in flight abandoned: the server wrote each whole or not at all)" : ""}.\n` +
        "To finish, run the same command again: rows already made come back as existing, the rest are created.\n",
    );
    throw new CliExit(INTERRUPTED_EXIT);
  }
  if (report.summary.invalid > 0 || report.summary.failed > 0) throw new CliExit(1);
}
