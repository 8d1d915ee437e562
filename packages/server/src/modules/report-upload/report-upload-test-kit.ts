import type { TestApp } from "../../testing/test-app.js";
import { multipartBody, type FormFile } from "../documents/document-test-kit.js";

/** Test helpers for the report upload suites: posting airing files and reading the lists. */

/** An answer as the admin fixtures read it (`expectOk`, `expectError`). */
export interface Answer {
  status: number;
  body: unknown;
}

function answerOf(response: { statusCode: number; body: string }): Answer {
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body) as unknown;
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.statusCode, body };
}

export interface ImportOptions {
  source?: string;
  mediaType?: string;
  mediaSubType?: string;
  territory?: string;
  mapping?: Record<string, string | null>;
  saveMapping?: boolean;
  dryRun?: boolean;
}

function queryOf(options: ImportOptions): string {
  const params = new URLSearchParams();
  params.set("source", options.source ?? "KXYZ post log");
  params.set("mediaType", options.mediaType ?? "TV");
  if (options.mediaSubType !== undefined) params.set("mediaSubType", options.mediaSubType);
  if (options.territory !== undefined) params.set("territory", options.territory);
  if (options.mapping !== undefined) params.set("mapping", JSON.stringify(options.mapping));
  if (options.saveMapping !== undefined) params.set("saveMapping", String(options.saveMapping));
  if (options.dryRun !== undefined) params.set("dryRun", String(options.dryRun));
  return params.toString();
}

/** Posts one file to POST /ReportUpload/Import. */
export async function importFile(
  t: TestApp,
  token: string,
  file: FormFile,
  options: ImportOptions = {},
): Promise<Answer> {
  const { payload, contentType } = await multipartBody([file]);
  const response = await t.call({
    method: "POST",
    path: `/ReportUpload/Import?${queryOf(options)}`,
    token,
    body: payload,
    headers: { "content-type": contentType },
  });
  return answerOf(response);
}

/** Posts one file to POST /ReportUpload/Inspect. */
export async function inspectFile(
  t: TestApp,
  token: string,
  file: FormFile,
  source?: string,
): Promise<Answer> {
  const { payload, contentType } = await multipartBody([file]);
  const query = source === undefined ? "" : `?${new URLSearchParams({ source }).toString()}`;
  const response = await t.call({
    method: "POST",
    path: `/ReportUpload/Inspect${query}`,
    token,
    body: payload,
    headers: { "content-type": contentType },
  });
  return answerOf(response);
}

/** A CSV file from its lines. */
export function csvFile(lines: readonly string[], name = "post-log.csv"): FormFile {
  return { name, data: `${lines.join("\r\n")}\r\n`, type: "text/csv" };
}
