import { describe, expect, it } from "vitest";
import {
  AssetStatusUpdateSchema,
  AssetTimelineSchema,
  AssetUseRightRecordSchema,
  ClearanceAnswerSchema,
  MpuAnswerSchema,
  UseRightExpiryAnswerSchema,
  lookupHoldingFee,
  toIsoDate,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset, getAsset } from "../../testing/asset-fixtures.js";
import { addCast } from "../../testing/element-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-03-01T10:00:00Z") },
);

/**
 * A spot with one SAG-AFTRA on-camera principal whose session was 2025-01-01 (the 2022 contract),
 * holding a TV right for fixed cycle 1 (2025-01-01 … 2025-04-01; cycle 2 runs 2025-04-02 …
 * 2025-07-01), and a typed MPU end of 2026-12-31. The rule's MPU starts 13 weeks after the last
 * production day, 2025-04-02, and runs 21 months to 2027-01-01: the typed end is earlier, so it is
 * flagged and bounds the spot.
 */
async function spotWithPrincipal(holdingFeesPaidThrough?: string) {
  const asset = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
  const jo = await createPerson(t, admin, "Jo", "Star");
  const cast = await addCast(t, admin, asset.id, jo.id, {
    sessionDate: "2025-01-01",
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
      sessionDate: toIsoDate("2025-01-01"),
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

  it("(d) refuses a media no use right covers, naming the performer left uncovered", async () => {
    const asset = await spotWithPrincipal();
    const answer = await clear(asset.id, { airDate: "2025-03-15", mediaType: "AUDIO/RADIO" });
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons).toMatchObject([{ kind: "performerNotCovered", item: { label: "Jo Star" } }]);
  });

  it("draws the timeline with the earliest item marked, recomputes the status on demand, and runs the rule calculations", async () => {
    const asset = await spotWithPrincipal();
    const timeline = AssetTimelineSchema.parse(
      expectOk(await call(t, admin, "GET", `/Asset/Timeline/${asset.id}`)),
    );
    expect(timeline).toMatchObject({
      today: "2025-03-01",
      earliestExpireDate: "2025-04-01",
      mpu: { end: "2026-12-31", typedEnd: "2026-12-31", computed: { end: "2027-01-01" }, needsReview: true },
    });
    expect(timeline.cast).toMatchObject([
      {
        performer: "Jo Star",
        currentCycle: { number: 1, paidBy: "sessionFee" },
        paidThrough: "2025-04-01",
        unpaid: [],
      },
    ]);
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
  const cast = await addCast(t, admin, asset.id, kim.id, {
    sessionDate: "2025-01-01",
    holdingFeesPaidThrough: "2025-04-02",
  });
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

/*
 * Two performers on one session, 2025-01-01: their fixed cycle 2 runs 2025-04-02 … 2025-07-01.
 * Each holds a TV right for cycle 1. Jo's holding fees are paid through cycle 2; Kim's are not.
 */
describe(`every appearing performer must be covered, on ${testDatabaseKind()}`, () => {
  async function duo(options: { kimPaid?: boolean; kimEditedOut?: boolean } = {}) {
    const asset = await createAsset(t, admin, "ABCD1300000", "Duo :30");
    const jo = await createPerson(t, admin, "Jo", "Star");
    const kim = await createPerson(t, admin, "Kim", "Lee");
    const paid = { sessionDate: "2025-01-01", holdingFeesPaidThrough: "2025-04-02" };
    const joCast = await addCast(t, admin, asset.id, jo.id, paid);
    const kimCast = await addCast(t, admin, asset.id, kim.id, {
      ...(options.kimPaid ? paid : { sessionDate: "2025-01-01" }),
      performerCategory: "VOICE OVER",
      performanceType: "OFF_CAMERA",
      ...(options.kimEditedOut ? { editedOut: true } : {}),
    });
    for (const castItemId of [joCast.id, kimCast.id]) {
      expectOk(
        await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
          castItemId,
          useRight: {
            useRightType: "Network",
            mediaType: "TV",
            startCycleDate: "2025-01-01",
            cycleExpireDate: "2025-04-01",
            cycleLength: "13 weeks",
            note: "First cycle",
          },
        }),
      );
    }
    return asset.id;
  }

  it("two performers, one lapsed: not cleared outright, the lapsed one named with the payment", async () => {
    const answer = await clear(await duo(), { airDate: "2025-05-01", mediaType: "TV" });
    expect(answer.verdict).toBe("clearedIfPaid");
    expect(answer.reasons).toHaveLength(1);
    expect(answer.reasons[0]?.message).toContain("Kim Lee");
    expect(answer.reasons[0]?.item?.label).toBe("Kim Lee: NETWORK TV");
    expect(answer.reasons[0]?.payments.map((payment) => [payment.cycleNumber, payment.dueDate])).toEqual([
      [2, "2025-04-02"],
    ]);
    expect(answer.coveredBy).toEqual([]);
  });

  it("both paid: cleared", async () => {
    const both = await clear(await duo({ kimPaid: true }), { airDate: "2025-05-01", mediaType: "TV" });
    expect(both.verdict).toBe("cleared");
    expect(both.coveredBy.map((item) => item.label)).toEqual(["Jo Star: NETWORK TV", "Kim Lee: NETWORK TV"]);
  });

  it("the lapsed one edited out: cleared", async () => {
    const cut = await clear(await duo({ kimEditedOut: true }), { airDate: "2025-05-01", mediaType: "TV" });
    expect(cut.verdict).toBe("cleared");
  });

  it("the spot's own right covers no performer unless marked as a buyout, and never a union principal's cycles", async () => {
    const asset = await createAsset(t, admin, "ABCD1301000", "Buyout :30");
    const ana = await createPerson(t, admin, "Ana", "Ruiz");
    await addCast(t, admin, asset.id, ana.id, { union: "NON UNION", sessionDate: "2025-01-01" });
    const own = {
      useRightType: "Buyout",
      mediaType: "TV",
      startCycleDate: "2025-01-01",
      cycleExpireDate: "2025-12-31",
      cycleLength: "1 year",
      note: "All media buyout",
    };
    const saved = AssetUseRightRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, { useRight: own })),
    );
    const before = await clear(asset.id, { airDate: "2025-05-01", mediaType: "TV" });
    expect(before.verdict).toBe("notCleared");
    expect(before.reasons).toMatchObject([{ kind: "performerNotCovered", item: { label: "Ana Ruiz" } }]);
    expect((await getAsset(t, admin, asset.id)).status).toBe("INCOMPLETE");

    expectOk(
      await call(t, admin, "PUT", `/Asset/UseRight/${saved.id}`, {
        useRight: own,
        coversAllPerformers: true,
        version: saved.version,
      }),
    );
    expect((await clear(asset.id, { airDate: "2025-05-01", mediaType: "TV" })).verdict).toBe("cleared");
    expect((await getAsset(t, admin, asset.id)).status).toBe("ACTIVE");
  });

  it("refuses a union principal's right on dates that are not their fixed cycle, naming the field and the rule's dates", async () => {
    const asset = await createAsset(t, admin, "ABCD1302000", "Typed dates :30");
    const jo = await createPerson(t, admin, "Jo", "Star");
    const cast = await addCast(t, admin, asset.id, jo.id, { sessionDate: "2025-01-01" });
    const refused = expectError(
      await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
        castItemId: cast.id,
        useRight: {
          useRightType: "Network",
          mediaType: "TV",
          startCycleDate: "2025-02-01",
          cycleExpireDate: "2025-05-02",
          cycleLength: "13 weeks",
          note: "Typed",
        },
      }),
      400,
      "InvalidData",
    );
    expect(refused.errors).toEqual([
      {
        field: "startCycleDate",
        message:
          "A union performer's right starts on the first day of a 13-week cycle: cycle 1 counted from the session date 01/01/2025 runs 01/01/2025 to 04/01/2025.",
      },
    ]);
    expect((await getAsset(t, admin, asset.id)).useRightCount).toBe(0);
  });
});
