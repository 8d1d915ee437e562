import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { TEST_ADMIN_PASSWORD } from "../testing/test-database.js";

/** What a backup must bring back: a document, a photo and an encrypted account number, and their bytes. */
export interface SampleRecords {
  documentId: number;
  document: Buffer;
  photoId: number;
  photo: Buffer;
  bankId: number;
  accountNumber: string;
}

async function call(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function json(
  base: string,
  token: string,
  url: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  return (await (await call(base, token, "POST", url, body)).json()) as Record<string, unknown>;
}

export async function signIn(base: string): Promise<string> {
  const response = await call(base, null, "POST", "/User/Login", {
    userName: "sysadmin",
    password: TEST_ADMIN_PASSWORD,
  });
  return ((await response.json()) as { userAuthInfo: { token: string } }).userAuthInfo.token;
}

async function uploadFile(
  base: string,
  token: string,
  name: string,
  type: string,
  bytes: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type }), name);
  const [stored] = (await (await call(base, token, "POST", "/Blob/Nabu/UploadFile", form)).json()) as {
    blobId: string;
  }[];
  if (!stored) throw new Error("Nothing was uploaded.");
  return stored.blobId;
}

async function download(base: string, token: string, url: string): Promise<Buffer> {
  return Buffer.from(await (await call(base, token, "GET", url)).arrayBuffer());
}

/** Through the API of a running server: a talent with a bank account, a document and a photo. */
export async function putSampleRecords(base: string): Promise<SampleRecords> {
  const token = await signIn(base);
  const person = await json(base, token, "/People", {
    personName: { firstName: "Rosalind", lastName: "Backhouse" },
    kinds: ["TALENT"],
    items: [{ section: "TaxId", data: { idKind: "SSN", taxId: "987-65-4321" } }],
  });
  const personId = person["id"] as number;
  const accountNumber = "55012345678902";
  const bank = await json(base, token, `/People/Bank/Save/${personId}`, {
    data: { bankName: "Tidewell Savings Bank", accountHolder: "Rosalind Backhouse", accountNumber },
  });
  const document = Buffer.concat([Buffer.from("%PDF-1.4 contract\n"), randomBytes(200_000)]);
  const saved = await json(base, token, `/People/Document/Save/${personId}`, {
    blobId: await uploadFile(base, token, "contract.pdf", "application/pdf", document),
    name: "Signed contract",
    category: "OTHER",
  });
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c83" } })
    .jpeg()
    .toBuffer();
  const photo = await json(base, token, `/People/Photo/Save/${personId}`, {
    blobId: await uploadFile(base, token, "headshot.jpg", "image/jpeg", jpeg),
    caption: "Headshot",
  });
  const photoId = photo["id"] as number;
  return {
    documentId: saved["id"] as number,
    document,
    photoId,
    // The server stores the photo made upright and stripped, not the upload: compare with what it serves.
    photo: await download(base, token, `/People/Photo/Download/${photoId}`),
    bankId: bank["id"] as number,
    accountNumber,
  };
}

/** Reads the samples back through a server's API: the same bytes, and the account number decrypted. */
export async function expectSampleRecords(base: string, sample: SampleRecords): Promise<void> {
  const token = await signIn(base);
  expect(await download(base, token, `/People/Document/Download/${sample.documentId}`)).toEqual(
    sample.document,
  );
  expect(await download(base, token, `/People/Photo/Download/${sample.photoId}`)).toEqual(sample.photo);
  const revealed = await json(base, token, `/People/Bank/Reveal/${sample.bankId}`, {
    field: "accountNumber",
  });
  expect(revealed["value"]).toBe(sample.accountNumber);
}

/** Every file under a folder by its path, with a checksum of its bytes. */
export async function fileChecksums(
  dir: string,
  skip: readonly string[] = [],
): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip.some((skipped) => file === skipped || file.startsWith(`${skipped}/`)))
    .sort();
  const sums = await Promise.all(
    files.map(async (file) =>
      createHash("sha256")
        .update(await fs.readFile(path.join(dir, file)))
        .digest("hex"),
    ),
  );
  return Object.fromEntries(files.map((file, index) => [file, sums[index] ?? ""]));
}
