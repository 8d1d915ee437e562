import fs from "node:fs/promises";
import path from "node:path";
import { renderToString } from "ink";
import { isApiError, type ApiClient } from "@rightsdesk/api-client";
import {
  ErrorCodes,
  LIST_PAGE_SIZE_MAX,
  MAX_REPORT_WITHIN_DAYS,
  findReportDefinition,
  reportListFields,
  reportTypes,
  type ListQuery,
  type ReportDefinition,
  type ReportRow,
  type ReportRunResult,
  type ReportType,
} from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { buildListQuery, type ListQueryOptions } from "./list-query-options.js";
import { ReportTable } from "./reports-table.js";

export const reportRunFormats = ["table", "csv", "json", "xlsx"] as const;
export type ReportRunFormat = (typeof reportRunFormats)[number];

export interface ReportsRunOptions extends ListQueryOptions {
  within?: string;
  all?: boolean;
  format: ReportRunFormat;
  out?: string;
}

/** The report named on the command line; an unknown one lists the types (exit status 2). */
export function findReportType(type: string): { key: ReportType; report: ReportDefinition } {
  const report = findReportDefinition(type.trim());
  if (!report) throw new CliError(`No report is called "${type}". Reports: ${reportTypes.join(", ")}.`, 2);
  return { key: report.key as ReportType, report };
}

function withinDaysOf(within: string | undefined): number | undefined {
  if (within === undefined) return undefined;
  const text = within.trim();
  if (!/^\d+$/.test(text) || Number(text) > MAX_REPORT_WITHIN_DAYS)
    throw new CliError(
      `--within takes a whole number of days from 0 to ${MAX_REPORT_WITHIN_DAYS} (got "${within}").`,
      2,
    );
  return Number(text);
}

/** The list query; without --sort the report's own default sort, so pages follow the screens. */
function reportQuery(options: ReportsRunOptions, report: ReportDefinition): ListQuery {
  const sort = options.sort ?? report.defaultSort.field;
  const desc = options.desc ?? (options.sort === undefined && !report.defaultSort.ascending);
  return buildListQuery({ ...options, sort, desc }, reportListFields(report));
}

/** A refused query (a filter on a column the report lacks, a bad value) is bad usage: exit status 2. */
async function asUsage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.code === ErrorCodes.InvalidData) {
      const fields = error.errors.map((e) => `\n  ${e.field}: ${e.message}`).join("");
      throw new CliError(`${error.message}${fields}`, 2);
    }
    throw error;
  }
}

async function runAllPages(
  api: ApiClient,
  reportType: ReportType,
  query: ListQuery,
  withinDays: number | undefined,
): Promise<{ first: ReportRunResult; rows: ReportRow[] }> {
  const rows: ReportRow[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await api.runReport({
      params: { reportType },
      body: { query: { ...query, pageNumber, pageSize: LIST_PAGE_SIZE_MAX }, withinDays },
    });
    rows.push(...page.records);
    if (page.records.length < LIST_PAGE_SIZE_MAX || rows.length >= page.totalRecords)
      return { first: page, rows };
  }
}

async function writeOut(io: CliIo, out: string, bytes: Uint8Array | string): Promise<void> {
  const target = path.resolve(out);
  await fs.writeFile(target, bytes);
  const size = typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.byteLength;
  io.stdout.write(`Wrote ${target} (${size.toLocaleString("en-US")} bytes).\n`);
}

/**
 * `rightsdesk reports run TYPE`: a table or JSON of a page (every page with --all) through
 * runReport, or the server's CSV/XLSX export of the whole result through exportReport.
 */
export async function reportsRun(type: string, options: ReportsRunOptions, io: CliIo): Promise<void> {
  const { key, report } = findReportType(type);
  const withinDays = withinDaysOf(options.within);
  if (options.format === "xlsx" && !options.out)
    throw new CliError("An XLSX file is not written to a terminal: give --out FILE.xlsx.", 2);
  if (options.format === "table" && options.out)
    throw new CliError("--out writes csv, json or xlsx: add --format csv, json or xlsx.", 2);
  const query = reportQuery(options, report);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);

  if (options.format === "csv" || options.format === "xlsx") {
    const format = options.format;
    const file = await asUsage(() =>
      api.exportReport({ params: { reportType: key }, body: { query, withinDays, format } }),
    );
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    if (options.out) await writeOut(io, options.out, bytes);
    else io.stdout.write(Buffer.from(bytes).toString("utf8"));
    return;
  }

  const { first, rows } = await asUsage(() =>
    options.all
      ? runAllPages(api, key, query, withinDays)
      : api
          .runReport({ params: { reportType: key }, body: { query, withinDays } })
          .then((page) => ({ first: page, rows: page.records })),
  );
  if (options.format === "json") {
    const text = `${JSON.stringify(rows, null, 2)}\n`;
    if (options.out) await writeOut(io, options.out, text);
    else io.stdout.write(text);
    return;
  }
  const page = options.all ? null : { number: query.pageNumber, size: query.pageSize };
  const view = <ReportTable report={report} result={first} rows={rows} page={page} />;
  io.stdout.write(`${renderToString(view, { columns: 250 })}\n`);
}
