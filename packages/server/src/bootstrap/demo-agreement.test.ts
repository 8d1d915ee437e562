import { describe, expect, it } from "vitest";
import {
  AlertListResultSchema,
  AssetListResultSchema,
  AssetRecordSchema,
  AssetTimelineSchema,
  AssetUseRightListSchema,
  ClearanceAnswerSchema,
  ReportRunResultSchema,
  computeMpu,
  toIsoDate,
  type AssetTimeline,
} from "@rightsdesk/domain";
import { call, expectOk } from "../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useDemoApp } from "../testing/use-test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";

/**
 * The demo data seeded on 2026-11-26 and read the same day, walked across every answer that shows
 * a performer's cycles or a spot's MPU: they must all say the same thing.
 */
const SEED = new Date("2026-11-26T09:00:00Z");
const TODAY = "2026-11-26";
let t: TestApp;
let admin: string;
useDemoApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  SEED,
);

const post = async (path: string, body: unknown = {}) => expectOk(await call(t, admin, "POST", path, body));

async function spots() {
  const list = AssetListResultSchema.parse(
    await post("/Asset/GetBy?includeEditVersion=true", { pageSize: 100 }),
  );
  return list.records;
}

async function timelineOf(id: number): Promise<AssetTimeline> {
  return AssetTimelineSchema.parse(expectOk(await call(t, admin, "GET", `/Asset/Timeline/${id}`)));
}

describe(`the demo data tells one story on ${testDatabaseKind()}`, () => {
  it("Summer Breeze on 2026-12-20 is cleared only if Keiko Lindqvist's cycle 7 holding fee is paid", async () => {
    const breeze = (await spots()).find((spot) => spot.adId === "RDSB2505000");
    if (breeze === undefined) throw new Error("The demo has Summer Breeze.");
    const answer = ClearanceAnswerSchema.parse(
      await post(`/Asset/Clearance/${breeze.id}`, { airDate: "2026-12-20", mediaType: "TV" }),
    );
    expect(answer.verdict).toBe("clearedIfPaid");
    expect(answer.reasons).toHaveLength(1);
    const [reason] = answer.reasons;
    expect(reason?.message).toContain("Keiko Lindqvist");
    expect(reason?.payments).toMatchObject([
      {
        cycleNumber: 7,
        cycleStart: "2026-11-17",
        cycleExpire: "2027-02-15",
        dueDate: "2026-11-17",
        overdue: true,
      },
    ]);
    // The same day for Jonah Whitaker alone is covered: his holding fees pay through cycle 7.
    const timeline = await timelineOf(breeze.id);
    expect(timeline.cast.map((member) => [member.performer, member.paidThrough])).toEqual([
      ["Jonah Whitaker", "2027-02-15"],
      ["Keiko Lindqvist", "2026-11-16"],
    ]);
  });

  it("every performer's owed cycles are the alert list's holding fees, and their rights end where their paid cycles do", async () => {
    const alerts = AlertListResultSchema.parse(
      await post("/Alert/GetBy", { view: "holding-fee", withinDays: 400, pageSize: 500 }),
    );
    expect(alerts.nextCursor).toBeNull();
    const report = ReportRunResultSchema.parse(
      await post("/Report/next-holding-fee-due/GetBy", { query: {}, withinDays: 400 }),
    );
    let performers = 0;
    for (const spot of await spots()) {
      const timeline = await timelineOf(spot.id);
      const rights = AssetUseRightListSchema.parse(await post(`/Asset/UseRight/GetAll/${spot.id}`));
      for (const member of timeline.cast) {
        performers += 1;
        const fees = alerts.alerts
          .filter((alert) => alert.key.startsWith(`HOLDING_FEE:cast:${member.castItemId}:`))
          .map((alert) => alert.dueDate);
        // Owed by today: exactly the overdue (or due today) holding-fee alerts.
        expect(
          fees.filter((due) => due <= TODAY),
          member.performer,
        ).toEqual(member.unpaid.map((cycle) => cycle.dueDate));
        // The next to pay: the first alert, and the report's row.
        expect(fees[0] ?? null, member.performer).toBe(member.nextDue?.dueDate ?? null);
        const row = report.records.find((candidate) => candidate.id === member.castItemId);
        expect(row?.["dueDate"] ?? null, member.performer).toBe(member.nextDue?.dueDate ?? null);
        // Their recorded rights are cycles of the sequence and end with the paid run.
        for (const right of rights.records.filter(
          (candidate) => candidate.castItemId === member.castItemId,
        )) {
          expect(right.fixedCycles, right.note).toMatchObject({
            needsReview: false,
            start: right.startCycleDate,
          });
          const bar = timeline.items.find((item) => item.id === `UR-${right.id}`);
          if (right.fixedCycles?.firstCycle === 1) expect(bar?.end, right.note).toBe(member.paidThrough);
        }
      }
    }
    expect(performers).toBe(4);
  });

  it("every spot's MPU is computeMpu's on its production days and first airing, or flagged with both shown", async () => {
    for (const spot of await spots()) {
      const asset = AssetRecordSchema.parse(await post(`/Asset/GetById/${spot.id}`));
      const { mpu } = await timelineOf(spot.id);
      expect(mpu.end).toBe(asset.mpuEndDate);
      if (mpu.computed === null) {
        // An edit version has no cast of its own: its typed end is its base's computed one.
        expect(asset.baseAssetId, asset.title).not.toBeNull();
        const base = await timelineOf(asset.baseAssetId ?? 0);
        expect(asset.mpuEndDate).toBe(base.mpu.computed?.end);
        continue;
      }
      const rule = computeMpu({
        sessionDate: toIsoDate(mpu.computed.sessionDate),
        lastProductionDay: toIsoDate(mpu.computed.lastProductionDay),
        firstUseDate: asset.firstAirDate === null ? null : toIsoDate(asset.firstAirDate),
      });
      expect(rule.status === "found" ? rule.end : null, asset.title).toBe(mpu.computed.end);
      if (asset.mpuNeedsReview) {
        expect(mpu.typedEnd).not.toBe(mpu.computed.end);
      } else {
        expect(asset.mpuEndDate, asset.title).toBe(mpu.computed.end);
      }
    }
  });
});
