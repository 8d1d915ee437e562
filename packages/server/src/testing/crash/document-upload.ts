import { createHash, randomBytes } from "node:crypto";
import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/rows.js";
import { multipartBody } from "../../modules/documents/document-test-kit.js";
import { ok, storeContents, type Answer, type CrashTarget, type Progress } from "./crash-harness.js";
import { wholeOrAbsent, type CrashOperation } from "./crash-operation.js";

const UPLOAD_FILE_BYTES = 2 * 1024 * 1024;
const UPLOAD_PACE = { chunkBytes: 64 * 1024, pauseMs: 8 };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Crash operation (3), a document upload: two large files streamed slowly in one form, then each
 * saved on a company.
 */
export function documentUpload(): CrashOperation {
  let companyId = 0;
  const files = new Map<number, Buffer[]>();
  const filesOf = (n: number) => {
    let pair = files.get(n);
    if (!pair) files.set(n, (pair = [randomBytes(UPLOAD_FILE_BYTES), randomBytes(UPLOAD_FILE_BYTES)]));
    return pair;
  };
  const upload = async (target: CrashTarget, n: number, progress?: Progress) => {
    const { payload, contentType } = await multipartBody(
      filesOf(n).map((data, index) => ({ name: `crash-${n}-${index + 1}.bin`, data })),
    );
    return target.call(
      { method: "POST", path: "/Blob/Nabu/UploadFiles", raw: { body: payload, contentType, ...UPLOAD_PACE } },
      progress?.start("upload"),
    );
  };
  const save = (target: CrashTarget, n: number, index: number, blobId: string, progress?: Progress) =>
    target.call(
      {
        method: "POST",
        path: `/Company/Document/Save/${companyId}`,
        json: { blobId, name: `Crash ${n} file ${index + 1}`, category: "CONTRACTS" },
      },
      progress?.start(`save ${index + 1}`),
    );
  const blobIdsOf = (answer: Answer) => (ok(answer) as { blobId: string }[]).map((file) => file.blobId);
  return {
    name: "document upload",
    async prepare(target) {
      const company = ok(
        await target.call({
          method: "POST",
          path: "/Company",
          json: { companyNames: ["Crash Uploads Inc"], companyType: { mainType: "AD AGENCY" } },
        }),
      ) as { id: number };
      companyId = company.id;
    },
    async run(target, n, progress) {
      const blobIds = blobIdsOf(await upload(target, n, progress));
      for (const [index, blobId] of blobIds.entries()) ok(await save(target, n, index, blobId, progress));
    },
    async check(target, n) {
      const [first, second] = filesOf(n).map(sha256);
      // Files on disk after the restart: an upload's two files are both kept or both gone (a rerun
      // stores the pair once more).
      const stored = (await storeContents(target.blobDir)).stored;
      const copies = (sha: string | undefined) => stored.filter((file) => file.sha256 === sha).length;
      expect(copies(first)).toBe(copies(second));
      const documents = ok(
        await target.call({ method: "POST", path: `/Company/Document/GetAll/${companyId}`, json: {} }),
      ) as { sha256: string }[];
      const saved = (sha: string | undefined) =>
        documents.filter((document) => document.sha256 === sha).length;
      return {
        upload: copies(first) > 0 ? "whole" : "absent",
        "save 1": wholeOrAbsent(saved(first), 1, `document 1 of attempt ${n}`),
        "save 2": wholeOrAbsent(saved(second), 1, `document 2 of attempt ${n}`),
      };
    },
    async rerun(target, n, before) {
      const blobIds = blobIdsOf(await upload(target, n));
      for (const [index, blobId] of blobIds.entries()) {
        const answer = await save(target, n, index, blobId);
        if (before[`save ${index + 1}`] === "absent") ok(answer);
        // Saved before the kill: the same content again is refused as a duplicate, naming it.
        else expect(answer.body).toMatchObject({ errorType: "DuplicateName" });
      }
    },
    async verifyStored(db, last) {
      for (let n = 0; n <= last; n++) {
        const shas = filesOf(n).map(sha256);
        const rows = await queryRows<{ sha256: string; copies: number | string; documents: number | string }>(
          db,
          sql`select b.sha256, count(*) as copies,
                (select count(*) from documents d where d.sha256 = b.sha256 and d.owner_id = ${companyId}) as documents
              from blobs b where b.sha256 in (${shas[0]}, ${shas[1]}) group by b.sha256 order by 1`,
        );
        // Every upload of the pair kept both files; each file is saved on the company once.
        expect(rows).toHaveLength(2);
        expect(Number(rows[0]?.copies)).toBe(Number(rows[1]?.copies));
        expect(rows.map((row) => Number(row.documents))).toEqual([1, 1]);
      }
    },
  };
}
