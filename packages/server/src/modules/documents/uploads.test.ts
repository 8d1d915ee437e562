import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBodySchema, MAX_FILES_PER_UPLOAD, type UploadResult } from "@rightsdesk/domain";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import {
  FILE_STORAGE_KINDS,
  openTestFileStorage,
  type TestFileStorage,
} from "../../testing/test-file-storage.js";
import { countBlobRows, everyByte, insertCompany, multipartBody, upload } from "./document-test-kit.js";

const LIMIT = 64 * 1024;

let t: TestApp;
let storage: TestFileStorage;
let token: string;

function errorOf(response: { json(): unknown }) {
  return ErrorBodySchema.parse(response.json());
}

describe.for(FILE_STORAGE_KINDS)(`uploads on ${testDatabaseKind()}, files in %s`, (kind) => {
  beforeAll(async () => {
    storage = await openTestFileStorage(kind);
    t = await createTestApp({ ...storage.env, RIGHTSDESK_UPLOAD_LIMIT_BYTES: String(LIMIT) });
    token = (await t.signIn()).token;
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it("stores each file's type as its content shows it, not as the uploader claims it", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6300010000050001" +
        "0d0a2db40000000049454e44ae426082",
      "hex",
    );
    const response = await upload(t, token, [
      { name: "page.html", data: "<script>alert(1)</script>", type: "text/html" },
      { name: "scan.png", data: pdf, type: "image/png" },
      { name: "logo.txt", data: png, type: "text/html" },
      { name: "list.csv", data: "a,b\n1,2\n", type: "text/csv" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as UploadResult).map((file) => file.contentType)).toEqual([
      "text/plain",
      "application/pdf",
      "image/png",
      "text/csv",
    ]);
  });

  it("stores several files at once and answers each with its id, name, type, size and hash", async () => {
    const response = await upload(t, token, [
      { name: "a.txt", data: "alpha", type: "text/plain; charset=utf-8" },
      { name: "b.bin", data: everyByte(1) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const files = response.json() as UploadResult;
    expect(
      files.map(({ fileName, contentType, sizeBytes }) => ({ fileName, contentType, sizeBytes })),
    ).toEqual([
      { fileName: "a.txt", contentType: "text/plain", sizeBytes: 5 },
      { fileName: "b.bin", contentType: "application/octet-stream", sizeBytes: 256 },
    ]);
    expect(files[0]?.sha256).toBe(createHash("sha256").update("alpha").digest("hex"));
    expect(new Set(files.map((file) => file.blobId)).size).toBe(2);
  });

  it("refuses a file over the limit by name, and keeps no row and no file of it", async () => {
    const rowsBefore = await countBlobRows(t.database.db);
    const filesBefore = await storage.storedKeys();
    const response = await upload(
      t,
      token,
      [{ name: "huge video.mov", data: new Uint8Array(LIMIT + 1) }],
      "UploadFile",
    );
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error).toMatchObject({ errorCode: 3, errorType: "InvalidData" });
    expect(error.errors).toEqual([
      { field: "files.0", message: "The file huge video.mov is larger than 64 KiB; upload a smaller file." },
    ]);
    expect(await countBlobRows(t.database.db)).toBe(rowsBefore);
    expect(await storage.storedKeys()).toEqual(filesBefore);
  });

  it("stores none of several files when one of them is over the limit", async () => {
    const rowsBefore = await countBlobRows(t.database.db);
    const filesBefore = await storage.storedKeys();
    const response = await upload(t, token, [
      { name: "fine.txt", data: "fine" },
      { name: "too big.bin", data: new Uint8Array(LIMIT * 3) },
      { name: "never read.txt", data: "never" },
    ]);
    expect(errorOf(response).errors).toEqual([
      { field: "files.1", message: "The file too big.bin is larger than 64 KiB; upload a smaller file." },
    ]);
    expect(await countBlobRows(t.database.db)).toBe(rowsBefore);
    expect(await storage.storedKeys()).toEqual(filesBefore);
  });

  it("takes a file of exactly the limit", async () => {
    const response = await upload(t, token, [{ name: "edge.bin", data: new Uint8Array(LIMIT) }]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("asks for a file when the form has none", async () => {
    const { payload, contentType } = await multipartBody([], { note: "no file here" });
    const response = await t.call({
      method: "POST",
      path: "/Blob/Nabu/UploadFile",
      token,
      body: payload,
      headers: { "content-type": contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([{ field: "files", message: "Choose a file to upload." }]);
    // A file input left blank sends an empty part without a name: still no file.
    const blank = await upload(t, token, [{ name: "", data: "" }]);
    expect(errorOf(blank).errors).toEqual([{ field: "files", message: "Choose a file to upload." }]);
  });

  it("refuses an empty file, a JSON body, and several files where one is expected", async () => {
    const empty = await upload(t, token, [{ name: "empty.txt", data: "" }]);
    expect(errorOf(empty).errors).toEqual([{ field: "files.0", message: "The file empty.txt is empty." }]);

    const json = await t.call({ method: "POST", path: "/Blob/Nabu/UploadFile", token, body: { files: [] } });
    expect(errorOf(json)).toMatchObject({ errorType: "InvalidData", errors: [{ field: "files" }] });

    const rowsBefore = await countBlobRows(t.database.db);
    const two = await upload(
      t,
      token,
      [
        { name: "one.txt", data: "one" },
        { name: "two.txt", data: "two" },
      ],
      "UploadFile",
    );
    expect(errorOf(two).errors).toEqual([
      { field: "files", message: "Send one file here; use UploadFiles for several." },
    ]);
    expect(await countBlobRows(t.database.db)).toBe(rowsBefore);
  });

  it("refuses a form sent to a JSON call, and a form without a boundary", async () => {
    const { payload, contentType } = await multipartBody([{ name: "a.txt", data: "a" }], { name: "A" });
    const toJson = await t.call({
      method: "POST",
      path: "/Company/Document/Save/1",
      token,
      body: payload,
      headers: { "content-type": contentType },
    });
    expect(errorOf(toJson)).toMatchObject({ errorType: "InvalidData", errors: [{ field: "(body)" }] });
    const broken = await t.call({
      method: "POST",
      path: "/Blob/Nabu/UploadFile",
      token,
      body: payload,
      headers: { "content-type": "multipart/form-data" },
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).errors?.[0]?.field).toBe("files");
  });

  it(`refuses more than ${MAX_FILES_PER_UPLOAD} files in one upload`, async () => {
    const files = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_value, index) => ({
      name: `f${index}.txt`,
      data: `file ${index}`,
    }));
    const rowsBefore = await countBlobRows(t.database.db);
    const response = await upload(t, token, files);
    expect(errorOf(response).errors?.[0]?.message).toBe(
      `Send at most ${MAX_FILES_PER_UPLOAD} files at once.`,
    );
    expect(await countBlobRows(t.database.db)).toBe(rowsBefore);
  });

  it("keeps only the last part of a path and strips control characters from file names", async () => {
    const response = await upload(t, token, [{ name: "C:\\Users\\me\\bad\u0007name.pdf", data: "x" }]);
    expect((response.json() as UploadResult)[0]?.fileName).toBe("badname.pdf");
  });

  it("clears uploads never saved as a document a day later", async () => {
    const companyId = await insertCompany(t.database.db, "Sweeping Agency");
    // Access tokens are short-lived: sign in again at each moved clock.
    t.setNow(new Date(Date.UTC(2030, 0, 1, 9)));
    const early = (await t.signIn()).token;
    const [abandoned] = (await upload(t, early, [{ name: "abandoned.txt", data: "forgotten" }]).then(
      (response) => response.json(),
    )) as UploadResult;
    const [kept] = (await upload(t, early, [{ name: "kept.txt", data: "remembered" }]).then((response) =>
      response.json(),
    )) as UploadResult;
    const saved = await t.call({
      method: "POST",
      path: `/Company/Document/Save/${companyId}`,
      token: early,
      body: { blobId: kept?.blobId, name: "Kept", category: "OTHER" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const filesBefore = await storage.storedKeys();

    t.setNow(new Date(Date.UTC(2030, 0, 2, 10)));
    const later = (await t.signIn()).token;
    await upload(t, later, [{ name: "later.txt", data: "a day later" }]);
    expect(await countBlobRows(t.database.db, abandoned?.sha256)).toBe(0);
    expect(await countBlobRows(t.database.db, kept?.sha256)).toBe(1);
    // One file gone (the abandoned one), one added (the later upload).
    const filesAfter = await storage.storedKeys();
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect(filesAfter).not.toEqual(filesBefore);
    const late = await t.call({
      method: "POST",
      path: `/Company/Document/Save/${companyId}`,
      token: later,
      body: { blobId: abandoned?.blobId, name: "Too late", category: "OTHER" },
    });
    expect(errorOf(late).errors?.[0]?.field).toBe("blobId");
    t.setNow(new Date());
  });
});
