import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "@rightsdesk/api-client";
import { ErrorBodySchema, type DocumentItem, type UploadResult } from "@rightsdesk/domain";
import { auditLog, documents } from "../../db/schema.js";
import { RecordLockService } from "../../records/record-locks.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { deleteOwnerDocuments } from "./document-service.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import {
  FILE_STORAGE_KINDS,
  openTestFileStorage,
  type TestFileStorage,
} from "../../testing/test-file-storage.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { countBlobRows, everyByte, insertCompany, upload, type FormFile } from "./document-test-kit.js";

let t: TestApp;
let storage: TestFileStorage;
let admin: string;
const tokens: Record<"reader" | "outsider" | "writer", string> = { reader: "", outsider: "", writer: "" };
const userIds: Record<string, number> = {};

async function uploadOne(token: string, file: FormFile): Promise<UploadResult[number]> {
  const response = await upload(t, token, [file], "UploadFile");
  expect(response.statusCode, response.body).toBe(200);
  const [uploaded] = response.json() as UploadResult;
  if (!uploaded) throw new Error("The upload answered no file.");
  return uploaded;
}

function saveDocument(
  token: string,
  companyId: number,
  body: { blobId: string; name: string; category: string; allowDuplicate?: boolean },
) {
  return t.call({ method: "POST", path: `/Company/Document/Save/${companyId}`, token, body });
}

async function listDocuments(token: string, companyId: number): Promise<DocumentItem[]> {
  const response = await t.call({
    method: "POST",
    path: `/Company/Document/GetAll/${companyId}`,
    token,
    body: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DocumentItem[];
}

function errorOf(response: { json(): unknown }) {
  return ErrorBodySchema.parse(response.json());
}

describe.for(FILE_STORAGE_KINDS)(`company documents on ${testDatabaseKind()}, files in %s`, (kind) => {
  beforeAll(async () => {
    storage = await openTestFileStorage(kind);
    t = await createTestApp(storage.env);
    admin = (await t.signIn()).token;
    const db = t.database.db;
    const users = {
      reader: { Company: READ_ONLY },
      outsider: rightsExcept({ Company: null }),
      writer: rightsExcept(),
    } as const;
    for (const [name, modules] of Object.entries(users)) {
      userIds[name] = (await createTestUser(db, { userName: `docs-${name}`, modules })).userId;
      tokens[name as keyof typeof tokens] = (await t.signIn(`docs-${name}`, TEST_USER_PASSWORD)).token;
    }
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  describe("keeping them", () => {
    it("uploads, saves, lists and downloads a file byte for byte under its original name", async () => {
      const companyId = await insertCompany(t.database.db, "Byte Perfect Agency");
      const content = everyByte(8);
      const fileName = "Vertrag über Ω – “final” 2024.bin";
      const uploaded = await uploadOne(admin, {
        name: fileName,
        data: content,
        type: "application/x-custom",
      });
      expect(uploaded).toMatchObject({
        fileName,
        // The type comes from the content: bytes nothing recognises are served as such.
        contentType: "application/octet-stream",
        sizeBytes: content.length,
        sha256: createHash("sha256").update(content).digest("hex"),
      });

      const saved = await saveDocument(admin, companyId, {
        blobId: uploaded.blobId,
        name: "Signed contract",
        category: "CONTRACTS",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const document = saved.json() as DocumentItem;
      expect(document).toMatchObject({ name: "Signed contract", category: "CONTRACTS", fileName });

      const [listed] = await listDocuments(admin, companyId);
      expect(listed).toMatchObject({
        id: document.id,
        name: "Signed contract",
        category: "CONTRACTS",
        fileName,
        sizeBytes: content.length,
        sha256: uploaded.sha256,
        uploadedBy: "System Administrator",
      });

      const download = await t.call({
        method: "GET",
        path: `/Company/Document/Download/${document.id}`,
        token: admin,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(Buffer.from(content))).toBe(true);
      expect(download.headers["content-type"]).toBe("application/octet-stream");
      expect(download.headers["content-length"]).toBe(String(content.length));
      const disposition = String(download.headers["content-disposition"]);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(fileNameFromContentDisposition(disposition)).toBe(fileName);
    });

    it("records each change in the company's log, in the same transaction", async () => {
      const companyId = await insertCompany(t.database.db, "Logged Agency");
      const uploaded = await uploadOne(admin, { name: "brief.txt", data: "the brief", type: "text/plain" });
      const saved = await saveDocument(admin, companyId, {
        blobId: uploaded.blobId,
        name: "Brief",
        category: "REQUESTS",
      });
      const { id } = saved.json() as DocumentItem;
      await t.call({ method: "DELETE", path: `/Company/Document/${id}`, token: admin });
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "company"), eq(auditLog.entityId, String(companyId))))
        .orderBy(auditLog.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        "company.document.add",
        "company.document.delete",
      ]);
      expect(entries[0]?.changes).toEqual([
        { field: "document.name", from: null, to: "Brief" },
        { field: "document.category", from: null, to: "REQUESTS" },
        { field: "document.fileName", from: null, to: "brief.txt" },
      ]);
      expect(entries[1]?.changes).toContainEqual({ field: "document.name", from: "Brief", to: null });
      expect(entries[0]?.actorUserName).toBe("sysadmin");
    });

    it("lists the newest document first", async () => {
      const companyId = await insertCompany(t.database.db, "Ordered Agency");
      const names = ["First", "Second", "Third"];
      for (const [index, name] of names.entries()) {
        t.setNow(new Date(Date.UTC(2025, 0, 1 + index)));
        const uploaded = await uploadOne(admin, { name: `${name}.txt`, data: `content ${name}` });
        await saveDocument(admin, companyId, { blobId: uploaded.blobId, name, category: "OTHER" });
      }
      t.setNow(new Date());
      expect((await listDocuments(admin, companyId)).map((document) => document.name)).toEqual([
        "Third",
        "Second",
        "First",
      ]);
    });

    it("flags the same content attached twice, and saves it only when told to", async () => {
      const companyId = await insertCompany(t.database.db, "Duplicate Agency");
      const otherCompanyId = await insertCompany(t.database.db, "Other Agency");
      const data = "exactly the same bytes";
      const first = await uploadOne(admin, { name: "deal.pdf", data });
      const check = (sha256: string, entityId = companyId) =>
        t.call({
          method: "POST",
          path: "/Document/GetDuplicateDocumentId",
          token: admin,
          body: { entityType: "company", entityId, sha256 },
        });
      expect((await check(first.sha256)).json()).toEqual({ documentId: null });

      const saved = (await saveDocument(admin, companyId, {
        blobId: first.blobId,
        name: "Deal",
        category: "CONTRACTS",
      }).then((response) => response.json())) as DocumentItem;
      expect((await check(first.sha256)).json()).toEqual({ documentId: saved.id, name: "Deal" });
      expect((await check(first.sha256.toUpperCase())).json()).toEqual({
        documentId: saved.id,
        name: "Deal",
      });
      expect((await check(first.sha256, otherCompanyId)).json()).toEqual({ documentId: null });

      const again = await uploadOne(admin, { name: "deal (copy).pdf", data });
      expect(again.sha256).toBe(first.sha256);
      const many = await t.call({
        method: "POST",
        path: "/Document/GetDuplicateDocumentIdForDocuments",
        token: admin,
        body: { entityType: "company", entityId: companyId, sha256s: [again.sha256, "0".repeat(64)] },
      });
      expect(many.json()).toEqual([
        { sha256: again.sha256, documentId: saved.id, name: "Deal" },
        { sha256: "0".repeat(64), documentId: null, name: null },
      ]);

      const refused = await saveDocument(admin, companyId, {
        blobId: again.blobId,
        name: "Deal copy",
        category: "OTHER",
      });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({ errorCode: 1, errorType: "DuplicateName" });
      expect(errorOf(refused).errors?.[0]).toMatchObject({
        field: "blobId",
        message: expect.stringContaining('"Deal"'),
      });
      expect(await listDocuments(admin, companyId)).toHaveLength(1);

      const kept = await saveDocument(admin, companyId, {
        blobId: again.blobId,
        name: "Deal copy",
        category: "OTHER",
        allowDuplicate: true,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await listDocuments(admin, companyId)).toHaveLength(2);
      // The same content on another company is no duplicate.
      const elsewhere = await uploadOne(admin, { name: "deal.pdf", data });
      expect(
        (
          await saveDocument(admin, otherCompanyId, {
            blobId: elsewhere.blobId,
            name: "Deal",
            category: "OTHER",
          })
        ).statusCode,
      ).toBe(200);
    });

    it("deletes a document, and its file once no other document uses it", async () => {
      const companyId = await insertCompany(t.database.db, "Tidy Agency");
      const uploaded = await uploadOne(admin, { name: "shared.bin", data: everyByte(2) });
      const save = (name: string, allowDuplicate?: boolean) =>
        saveDocument(admin, companyId, {
          blobId: uploaded.blobId,
          name,
          category: "MATERIALS",
          allowDuplicate,
        }).then((response) => response.json() as DocumentItem);
      const first = await save("One");
      const second = await save("Two", true);
      expect(await countBlobRows(t.database.db, uploaded.sha256)).toBe(1);

      const removeFirst = await t.call({
        method: "DELETE",
        path: `/Company/Document/${first.id}`,
        token: admin,
      });
      expect(removeFirst.statusCode, removeFirst.body).toBe(200);
      expect(removeFirst.json()).toEqual({ done: true });
      expect(await countBlobRows(t.database.db, uploaded.sha256)).toBe(1);
      const stillThere = await t.call({
        method: "GET",
        path: `/Company/Document/Download/${second.id}`,
        token: admin,
      });
      expect(stillThere.rawPayload.equals(Buffer.from(everyByte(2)))).toBe(true);

      const filesBefore = await storage.storedKeys();
      await t.call({ method: "DELETE", path: `/Company/Document/${second.id}`, token: admin });
      expect(await listDocuments(admin, companyId)).toEqual([]);
      expect(await countBlobRows(t.database.db, uploaded.sha256)).toBe(0);
      expect(await storage.storedKeys()).toHaveLength(filesBefore.length - 1);

      const gone = await t.call({
        method: "GET",
        path: `/Company/Document/Download/${second.id}`,
        token: admin,
      });
      expect(gone.statusCode).toBe(404);
      const again = await t.call({ method: "DELETE", path: `/Company/Document/${second.id}`, token: admin });
      expect(errorOf(again).errorType).toBe("NotFound");
    });

    it("refuses changes to an archived company or one someone else is editing", async () => {
      const archivedId = await insertCompany(t.database.db, "Archived Agency", true);
      const uploaded = await uploadOne(admin, { name: "late.txt", data: "too late" });
      const onArchived = await saveDocument(admin, archivedId, {
        blobId: uploaded.blobId,
        name: "Late",
        category: "OTHER",
      });
      expect(errorOf(onArchived)).toMatchObject({
        errorType: "InvalidData",
        message: expect.stringContaining("archived"),
      });
      expect(await listDocuments(admin, archivedId)).toEqual([]);

      const lockedId = await insertCompany(t.database.db, "Locked Agency");
      await new RecordLockService(t.database.db).lock(
        "company",
        lockedId,
        { userId: userIds["writer"] ?? 0 },
        new Date(),
      );
      const onLocked = await saveDocument(admin, lockedId, {
        blobId: uploaded.blobId,
        name: "Late",
        category: "OTHER",
      });
      expect(onLocked.statusCode).toBe(409);
      expect(errorOf(onLocked)).toMatchObject({
        errorCode: 7,
        message: expect.stringContaining("is editing this company"),
      });
      // The lock holder may.
      const byHolder = await uploadOne(tokens.writer, { name: "mine.txt", data: "mine" });
      const saved = await saveDocument(tokens.writer, lockedId, {
        blobId: byHolder.blobId,
        name: "Mine",
        category: "OTHER",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const removal = await t.call({
        method: "DELETE",
        path: `/Company/Document/${(saved.json() as DocumentItem).id}`,
        token: admin,
      });
      expect(errorOf(removal).errorCode).toBe(7);
    });

    it("answers NotFound for a missing company or a document of another kind of record", async () => {
      const missing = await t.call({
        method: "POST",
        path: "/Company/Document/GetAll/987654",
        token: admin,
        body: {},
      });
      expect(errorOf(missing).errorType).toBe("NotFound");
      const uploaded = await uploadOne(admin, { name: "person.txt", data: "a person's file" });
      const [personDocument] = await t.database.db
        .insert(documents)
        .values({
          ownerType: "people",
          ownerId: 1,
          blobId: uploaded.blobId,
          name: "Passport",
          category: "OTHER",
          fileName: "person.txt",
          contentType: "text/plain",
          sizeBytes: uploaded.sizeBytes,
          sha256: uploaded.sha256,
        })
        .returning({ id: documents.id });
      const viaCompany = await t.call({
        method: "GET",
        path: `/Company/Document/Download/${personDocument?.id ?? 0}`,
        token: admin,
      });
      expect(viaCompany.statusCode).toBe(404);
    });

    it("removes a deleted record's documents, leaving their files to the upload sweep", async () => {
      const companyId = await insertCompany(t.database.db, "Departing Agency");
      const uploaded = await uploadOne(admin, { name: "farewell.txt", data: "farewell" });
      await saveDocument(admin, companyId, { blobId: uploaded.blobId, name: "Farewell", category: "OTHER" });
      const removed = await runInTransaction(t.database.db, (tx) =>
        deleteOwnerDocuments(tx, "company", companyId),
      );
      expect(removed).toBe(1);
      expect(await listDocuments(admin, companyId)).toEqual([]);
      expect(await countBlobRows(t.database.db, uploaded.sha256)).toBe(1);
    });

    it("refuses a file uploaded by someone else", async () => {
      const companyId = await insertCompany(t.database.db, "Careful Agency");
      const theirs = await uploadOne(tokens.writer, { name: "theirs.txt", data: "theirs" });
      const response = await saveDocument(admin, companyId, {
        blobId: theirs.blobId,
        name: "Theirs",
        category: "OTHER",
      });
      expect(errorOf(response)).toMatchObject({ errorType: "InvalidData", errors: [{ field: "blobId" }] });
    });
  });

  describe("who may use them", () => {
    let companyId: number;
    let documentId: number;

    beforeAll(async () => {
      companyId = await insertCompany(t.database.db, "Guarded Agency");
      const uploaded = await uploadOne(admin, { name: "secret.pdf", data: "guarded" });
      const saved = await saveDocument(admin, companyId, {
        blobId: uploaded.blobId,
        name: "Guarded",
        category: "OTHER",
      });
      documentId = (saved.json() as DocumentItem).id;
    });

    it("lets a read-only user list and download but not upload, save or delete", async () => {
      const { reader } = tokens;
      expect(await listDocuments(reader, companyId)).toHaveLength(1);
      const download = await t.call({
        method: "GET",
        path: `/Company/Document/Download/${documentId}`,
        token: reader,
      });
      expect(download.statusCode).toBe(200);

      const uploadAttempt = await upload(t, reader, [{ name: "nope.txt", data: "nope" }]);
      expect(uploadAttempt.statusCode).toBe(403);
      expect(await countBlobRows(t.database.db, createHash("sha256").update("nope").digest("hex"))).toBe(0);

      const ownUpload = await uploadOne(admin, { name: "x.txt", data: "x" });
      const save = await saveDocument(reader, companyId, {
        blobId: ownUpload.blobId,
        name: "X",
        category: "OTHER",
      });
      expect(errorOf(save).errorType).toBe("Unauthorized");
      const remove = await t.call({
        method: "DELETE",
        path: `/Company/Document/${documentId}`,
        token: reader,
      });
      expect(errorOf(remove).errorType).toBe("Unauthorized");
      expect(await listDocuments(admin, companyId)).toHaveLength(1);
    });

    it("keeps a user without the Company module out of its documents and their duplicate checks", async () => {
      const { outsider } = tokens;
      const download = await t.call({
        method: "GET",
        path: `/Company/Document/Download/${documentId}`,
        token: outsider,
      });
      expect(download.statusCode).toBe(403);
      expect(errorOf(download).errorType).toBe("Unauthorized");
      const list = await t.call({
        method: "POST",
        path: `/Company/Document/GetAll/${companyId}`,
        token: outsider,
        body: {},
      });
      expect(list.statusCode).toBe(403);
      const check = await t.call({
        method: "POST",
        path: "/Document/GetDuplicateDocumentId",
        token: outsider,
        body: { entityType: "company", entityId: companyId, sha256: "a".repeat(64) },
      });
      expect(check.statusCode).toBe(403);
      // Their other modules still let them upload, for the records they may change.
      expect((await upload(t, outsider, [{ name: "ok.txt", data: "ok" }])).statusCode).toBe(200);
    });
  });
});
