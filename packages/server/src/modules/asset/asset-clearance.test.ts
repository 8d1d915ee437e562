import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  AssetStatusUpdateSchema,
  AssetTimelineSchema,
  ClearanceAnswerSchema,
  MpuAnswerSchema,
  UseRightExpiryAnswerSchema,
  lookupHoldingFee,
  toIsoDate,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { addCast } from "../../testing/element-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  t.setNow(new Date("2025-03-01T10:00:00Z"));
  admin = (await t.signIn()).token;
});
afterEach(async () => {
  await t.close();
});

/**
 * A spot with one SAG-AFTRA on-camera principal (2022 session) holding a 13-week TV cycle from
 * 2025-01-01 (last covered day 2025-04-01), and an MPU ending 2026-12-31.
 */
async function spotWithPrincipal(holdingFeesPaidThrough?: string) {
  const asset = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
  const jo = await createPerson(t, admin, "Jo", "Star");
  const cast = await addCast(t, admin, asset.id, jo.id, {
    sessionDate: "2022-06-15",
    ...(holdingFeesPaidThrough ? { holdingFeesPaidThrough } : {}),
  });
  const saved = await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
    castItemId: cast.id,
    useRight: {
      useRightType: "Network",
      mediaType: "TV",
      startCycleDate: "2025-01-01",
      cycleExpireDate: "2025-04-01",
      cycleLength: "13 weeks",
      note: "Principal, first cycle",
    },
  });
  expectOk(saved);
  return asset;
}

async function clear(assetId: number, body: Record<string, unknown>) {
  return ClearanceAnswerSchema.parse(
    expectOk(await call(t, admin, "POST", `/Asset/Clearance/${assetId}`, body)),
  );
}

describe(`asset clearance on ${testDatabaseKind()}`, () => {
  it("(a) clears an air date inside the paid cycle", async () => {
    const asset = await spotWithPrincipal();
    const answer = await clear(asset.id, { airDate: "2025-03-15", mediaType: "TV" });
    expect(answer).toMatchObject({
      verdict: "cleared",
      today: "2025-03-01",
      mpuEnd: "2026-12-31",
      reasons: [],
    });
    expect(answer.coveredBy.map((item) => item.label)).toEqual(["Jo Star: NETWORK TV"]);
  });

  it("(b) answers cleared if paid after the recorded cycle, with the holding fee due on the next cycle's first day", async () => {
    const asset = await spotWithPrincipal();
    const answer = await clear(asset.id, { airDate: "2025-05-01", mediaType: "TV" });
    expect(answer.verdict).toBe("clearedIfPaid");
    const [reason] = answer.reasons;
    expect(reason).toMatchObject({ kind: "useRightUnpaid", item: { label: "Jo Star: NETWORK TV" } });
    const [payment] = reason?.payments ?? [];
    const fee = lookupHoldingFee({
      union: "SAG-AFTRA",
      sessionCategory: "onCameraPrincipalSession",
      keyOn: "cycleStart",
      sessionDate: toIsoDate("2022-06-15"),
      cycleStart: toIsoDate("2025-04-02"),
    });
    expect(fee.status).toBe("found");
    expect(payment).toMatchObject({
      cycleNumber: 2,
      cycleStart: "2025-04-02",
      dueDate: "2025-04-02",
      overdue: false,
    });
    expect(typeof payment?.amountCents).toBe("number");
    expect(payment?.amountCents).toBe(fee.status === "found" ? fee.amountCents : "no confirmed rate");
    expect(reason?.totalCents).toBe(payment?.amountCents);

    // Holding fees recorded as paid through the second cycle clear the same day.
    const paid = await spotWithPaidFees();
    expect((await clear(paid, { airDate: "2025-05-01", mediaType: "TV" })).verdict).toBe("cleared");
  });

  it("(c) refuses an air date after the asset's MPU end", async () => {
    const asset = await spotWithPrincipal();
    const answer = await clear(asset.id, { airDate: "2027-02-01", mediaType: "TV" });
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons.map((reason) => reason.kind)).toContain("mpuEnded");
    expect(answer.reasons.find((reason) => reason.kind === "mpuEnded")?.item).toEqual({
      id: "ABCD1234000",
      label: "Spring Sale :30",
    });
  });

  it("(d) refuses a media no use right covers", async () => {
    const asset = await spotWithPrincipal();
    const answer = await clear(asset.id, { airDate: "2025-03-15", mediaType: "RADIO" });
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons).toMatchObject([{ kind: "mediaNotCovered", item: null }]);
  });

  it("draws the timeline with the earliest item marked, recomputes the status on demand, and runs the rule calculations", async () => {
    const asset = await spotWithPrincipal();
    const timeline = AssetTimelineSchema.parse(
      expectOk(await call(t, admin, "GET", `/Asset/Timeline/${asset.id}`)),
    );
    expect(timeline).toMatchObject({ today: "2025-03-01", earliestExpireDate: "2025-04-01" });
    expect(timeline.items.map((item) => [item.kind, item.start, item.end, item.earliest])).toEqual([
      ["assetMpu", null, "2026-12-31", false],
      ["useRight", "2025-01-01", "2025-04-01", true],
    ]);
    t.setNow(new Date("2025-04-10T10:00:00Z"));
    admin = (await t.signIn()).token;
    const status = AssetStatusUpdateSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/StatusUpdate/${asset.id}`, {})),
    );
    expect(status).toMatchObject({ status: "EXPIRED", earliestExpireDate: "2025-04-01" });

    const expiry = UseRightExpiryAnswerSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Asset/Rules/UseRightExpiry", {
          useRightType: "Network",
          startCycleDate: "2025-01-01",
          cycleLength: "13 weeks",
        }),
      ),
    );
    expect(expiry).toMatchObject({ status: "expires", expireDate: "2025-04-01" });
    const mpu = MpuAnswerSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Asset/Rules/Mpu", {
          sessionDate: "2025-05-20",
          lastProductionDay: "2025-05-22",
        }),
      ),
    );
    expect(mpu.status).toBe("found");
    expectError(await call(t, admin, "POST", "/Asset/Rules/Mpu", {}), 400, "InvalidData");
  });

  it("names missing request fields, and answers NotFound for a missing asset", async () => {
    const asset = await spotWithPrincipal();
    const bad = expectError(
      await call(t, admin, "POST", `/Asset/Clearance/${asset.id}`, {}),
      400,
      "InvalidData",
    );
    expect(bad.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(["airDate", "mediaType"]));
    expectError(
      await call(t, admin, "POST", "/Asset/Clearance/4242", { airDate: "2025-03-15", mediaType: "TV" }),
      404,
      "NotFound",
    );
  });
});

/** A second spot whose principal's holding fees are paid through the second cycle's start. */
async function spotWithPaidFees(): Promise<number> {
  const asset = await createAsset(t, admin, "ABCD1299000", "Paid spot");
  const kim = await createPerson(t, admin, "Kim", "Lee");
  const cast = await addCast(t, admin, asset.id, kim.id, { holdingFeesPaidThrough: "2025-04-02" });
  expectOk(
    await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
      castItemId: cast.id,
      useRight: {
        useRightType: "Network",
        mediaType: "TV",
        startCycleDate: "2025-01-01",
        cycleExpireDate: "2025-04-01",
        cycleLength: "13 weeks",
        note: "Principal",
      },
    }),
  );
  return asset.id;
}
