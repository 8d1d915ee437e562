import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Db } from "../../db/database.js";
import { blobs, companies } from "../../db/schema.js";
import type { TestApp } from "../../testing/test-app.js";

/** Test helpers for the documents suites: multipart bodies, companies and blob rows. */

export interface FormFile {
  name?: string;
  data: Uint8Array | string;
  type?: string;
}

/** A multipart/form-data body as a browser would send it, built by the platform's FormData. */
export async function multipartBody(
  files: readonly FormFile[],
  fields: Readonly<Record<string, string>> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([file.data], { type: file.type ?? "application/octet-stream" });
    form.append("files", blob, file.name ?? "");
  }
  const request = new Request("http://upload.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** Posts files to an upload endpoint (`UploadFile` or `UploadFiles`). */
export async function upload(
  t: TestApp,
  token: string,
  files: readonly FormFile[],
  endpoint: "UploadFile" | "UploadFiles" = "UploadFiles",
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(files);
  return t.call({
    method: "POST",
    path: `/Blob/Nabu/${endpoint}`,
    token,
    body: payload,
    headers: { "content-type": contentType },
  });
}

/** A company written straight into the table, so these suites do not depend on the company calls. */
export async function insertCompany(db: Db, legalName: string, archived = false): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ legalName, mainType: "AD AGENCY", ...(archived ? { archivedAt: new Date() } : {}) })
    .returning({ id: companies.id });
  if (!row) throw new Error("The company was not created.");
  return row.id;
}

export async function countBlobRows(db: Db, sha256?: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(blobs)
    .where(sha256 === undefined ? undefined : eq(blobs.sha256, sha256));
  return Number(row?.count ?? 0);
}

/** Every byte value, in order, `rounds` times over: a file no text conversion survives intact. */
export function everyByte(rounds = 4): Uint8Array {
  return Uint8Array.from({ length: 256 * rounds }, (_value, index) => index % 256);
}
