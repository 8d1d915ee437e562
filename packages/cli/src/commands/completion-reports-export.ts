import fs from "node:fs/promises";
import path from "node:path";
import type { ApiClient } from "@rightsdesk/api-client";
import {
  completionReportExportFileName,
  completionReportExportFormats,
  type CompletionReportExportFormat,
} from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

export interface CompletionReportsExportOptions {
  format: CompletionReportExportFormat;
  include?: string;
  out?: string;
}

/** A report's id from its id ("7") or its code ("CR0007", any case), looked up in the list. */
export async function findCompletionReportId(
  api: ApiClient,
  idOrCode: string,
): Promise<{ id: number; code: string }> {
  const text = idOrCode.trim();
  if (/^\d+$/.test(text)) {
    const report = await api.getCompletionReportById({ params: { id: Number(text) } });
    return { id: report.id, code: report.code };
  }
  const code = /^CR0*(\d+)$/i.exec(text);
  if (!code?.[1]) {
    throw new CliError(`Name the completion report by its id or its code, like CR0007 (not "${text}").`, 2);
  }
  const report = await api.getCompletionReportById({ params: { id: Number(code[1]) } });
  return { id: report.id, code: report.code };
}

/**
 * `rightsdesk completion-reports export ID --format pdf|xlsx`: the report as the server draws it
 * (profile, cast with union, category and scale, crew, locations, elements, participants, or the
 * parts `--include` names), written under the name the server gives it unless `--out` says where.
 */
export async function completionReportsExport(
  idOrCode: string,
  options: CompletionReportsExportOptions,
  io: CliIo,
): Promise<void> {
  if (!(completionReportExportFormats as readonly string[]).includes(options.format)) {
    throw new CliError(`--format: choose ${completionReportExportFormats.join(" or ")}.`, 2);
  }
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const report = await findCompletionReportId(api, idOrCode);
  const file = await api.exportCompletionReport({
    params: { id: report.id },
    query: { format: options.format, ...(options.include ? { include: options.include } : {}) },
  });
  // The server's content-disposition name, kept to a bare file name; ours when it gives none.
  const given = path.basename(file.fileName);
  const name = given.endsWith(`.${options.format}`)
    ? given
    : completionReportExportFileName(report.code, options.format);
  const target = path.resolve(options.out ?? name);
  await fs.writeFile(target, Buffer.from(await file.blob.arrayBuffer()));
  io.stdout.write(`Wrote ${target} (${report.code}, ${file.blob.size.toLocaleString("en-US")} bytes).\n`);
}
