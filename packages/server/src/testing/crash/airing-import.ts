import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/rows.js";
import { multipartBody } from "../../modules/documents/document-test-kit.js";
import { ok, type CrashTarget, type Progress } from "./crash-harness.js";
import type { CrashOperation } from "./crash-operation.js";

const AIRING_ROWS = 1500;
const AIRING_AD_ID = "CRSH2601000";
const AIRING_PACE = { chunkBytes: 4 * 1024, pauseMs: 10 };

function postLog(): string {
  const lines = ["Order #,Air Date,Air Time,Length,Ad-ID,Program,Market,Spot State", "Property : KCRSH-TV"];
  for (let row = 0; row < AIRING_ROWS; row++) {
    const day = new Date(Date.UTC(2026, 0, 1 + (row % 300)));
    const minute = Math.floor(row / 300);
    const date = `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`;
    lines.push(
      `C${row},${date},6:${String(minute).padStart(2, "0")} AM,:30,${AIRING_AD_ID},News,Seattle-Tacoma,Aired`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

interface UploadSummary {
  id: number;
  rows: { total: number; counted: number; restated: number };
}

/** Crash operation (4), an airing import: one post log streamed slowly, all or nothing. */
export function airingImport(): CrashOperation {
  const file = postLog();
  const source = (n: number) => `Crash post log ${n}`;
  const send = async (target: CrashTarget, n: number, progress?: Progress) => {
    const { payload, contentType } = await multipartBody([
      { name: `crash-${n}.csv`, data: file, type: "text/csv" },
    ]);
    const query = new URLSearchParams({ source: source(n), mediaType: "TV" });
    return target.call(
      {
        method: "POST",
        path: `/ReportUpload/Import?${query.toString()}`,
        raw: { body: payload, contentType, ...AIRING_PACE },
      },
      progress?.start("import"),
    );
  };
  const uploadsOf = async (target: CrashTarget, n: number) =>
    (
      ok(
        await target.call({
          method: "POST",
          path: "/ReportUpload/GetBy",
          json: { filters: [{ property: "source", operator: "eq", value: source(n) }], pageSize: 10 },
        }),
      ) as { records: UploadSummary[] }
    ).records;
  const storedRows = async (target: CrashTarget, uploadId: number) =>
    (
      ok(
        await target.call({
          method: "POST",
          path: "/ReportUpload/Airings/GetBy",
          json: { filters: [{ property: "uploadId", operator: "eq", value: uploadId }], pageSize: 1 },
        }),
      ) as { totalRecords: number }
    ).totalRecords;
  // The header and the section line are kept as skipped rows, every airing as counted.
  const total = AIRING_ROWS + 2;
  return {
    name: "airing import",
    async prepare(target) {
      ok(
        await target.call({
          method: "POST",
          path: "/Asset",
          json: {
            title: "Crash spot :30",
            adId: AIRING_AD_ID,
            assetType: "video",
            lengthSeconds: 30,
            expireMpuEndDate: "2027-06-30",
            mpuConfirmed: true,
          },
        }),
      );
    },
    async run(target, n, progress) {
      const answer = ok(await send(target, n, progress)) as { rows: UploadSummary["rows"] };
      expect(answer.rows).toMatchObject({ total, counted: AIRING_ROWS });
    },
    async check(target, n) {
      const uploads = await uploadsOf(target, n);
      expect(uploads.length).toBeLessThanOrEqual(1);
      const upload = uploads[0];
      if (!upload) return { import: "absent" };
      // Whole: the summary's counts, and every row it counts is stored.
      expect(upload.rows).toMatchObject({ total, counted: AIRING_ROWS, restated: 0 });
      expect(await storedRows(target, upload.id)).toBe(total);
      return { import: "whole" };
    },
    async rerun(target, n, before) {
      const answer = ok(await send(target, n)) as { rows: UploadSummary["rows"] };
      // The same airings from the same source again are restatements, never counted twice.
      expect(answer.rows).toMatchObject(
        before["import"] === "whole"
          ? { counted: 0, restated: AIRING_ROWS }
          : { counted: AIRING_ROWS, restated: 0 },
      );
    },
    async verifyStored(db, last) {
      const sources = await queryRows<{
        name: string;
        counted: number | string;
        uploads: number | string;
        mismatched: number | string;
      }>(
        db,
        sql`select s.name,
              (select count(*) from airing_rows r where r.source_id = s.id and r.outcome = 'counted') as counted,
              (select count(*) from airing_uploads u where u.source_id = s.id) as uploads,
              (select count(*) from airing_uploads u where u.source_id = s.id
                and u.rows_total <> (select count(*) from airing_rows r where r.upload_id = u.id)) as mismatched
            from airing_sources s where s.name like 'Crash post log %' order by s.id`,
      );
      expect(sources).toHaveLength(last + 1);
      for (const row of sources) {
        expect(Number(row.counted)).toBe(AIRING_ROWS);
        expect(Number(row.mismatched)).toBe(0);
        expect(Number(row.uploads)).toBeGreaterThanOrEqual(1);
      }
    },
  };
}
