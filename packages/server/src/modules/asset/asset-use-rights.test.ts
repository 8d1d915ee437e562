import { describe, expect, it } from "vitest";
import {
  AssetListResultSchema,
  AssetUseRightListSchema,
  AssetUseRightRecordSchema,
  AuditListResultSchema,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { addUseRight, createAsset, getAsset, useRightBody } from "../../testing/asset-fixtures.js";
import { earliestExpireOf } from "../../testing/asset-rights-fixtures.js";
import { fieldMessages } from "../../testing/error-fields.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

const earliest = (id: number) => earliestExpireOf(t, admin, id);

describe(`asset use rights on ${testDatabaseKind()}`, () => {
  it("names the use right that ends the asset first, and follows every change to it", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
    const before = await earliest(asset.id);
    expect(before).toMatchObject({ status: "expires", date: "2026-12-31", item: { kind: "assetMpu" } });

    const cable = await addUseRight(t, admin, asset.id);
    expect(cable).toMatchObject({ useRightType: "CABLE", cycleExpireDate: "2025-08-30", version: 1 });
    const after = await earliest(asset.id);
    expect(after).toMatchObject({
      status: "expires",
      date: "2025-08-30",
      item: { kind: "useRight", id: `UR-${cable.id}`, label: "CABLE TV" },
    });
    if (after.status === "expires") expect(after.description).toContain("08/30/2025");
    expect(await getAsset(t, admin, asset.id)).toMatchObject({
      earliestExpireDate: "2025-08-30",
      earliestExpireItem: { kind: "useRight", id: `UR-${cable.id}` },
      useRightCount: 1,
    });

    const moved = await call(t, admin, "PUT", `/Asset/UseRight/${cable.id}`, {
      useRight: useRightBody({ cycleExpireDate: "2027-03-01" }),
      version: cable.version,
    });
    expect(AssetUseRightRecordSchema.parse(expectOk(moved)).version).toBe(2);
    expect(await earliest(asset.id)).toMatchObject({ date: "2026-12-31", item: { kind: "assetMpu" } });
    const stale = await call(t, admin, "PUT", `/Asset/UseRight/${cable.id}`, {
      useRight: useRightBody(),
      version: 1,
    });
    expect(expectError(stale, 400, "InvalidData").errors?.[0]?.field).toBe("version");

    expectOk(await call(t, admin, "DELETE", `/Asset/UseRight/${cable.id}`));
    expect((await getAsset(t, admin, asset.id)).useRightCount).toBe(0);
    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/Logs/GetBy/${asset.id}`, { sortField: "id" })),
    );
    expect(logs.records.map((entry) => entry.action)).toEqual([
      "asset.create",
      "asset.useRight.create",
      "asset.useRight.update",
      "asset.useRight.delete",
    ]);
  });

  it("requires the spec's use right fields, and applies the usage types' cycle rules", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Rules");
    const save = (useRight: Record<string, unknown>) =>
      call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, { useRight });
    const empty = expectError(await save({}), 400, "InvalidData");
    expect(fieldMessages(empty)).toMatchObject({
      "useRight.useRightType": "Enter the use right type.",
      "useRight.note": "Enter the notes.",
    });
    const noCycle = expectError(
      await save(useRightBody({ cycleLength: undefined, cycleExpireDate: "" })),
      400,
      "InvalidData",
    );
    expect(Object.keys(fieldMessages(noCycle))).toEqual(
      expect.arrayContaining(["useRight.cycleLength", "useRight.cycleExpireDate"]),
    );
    const reversed = expectError(
      await save(useRightBody({ cycleExpireDate: "2025-05-01" })),
      400,
      "InvalidData",
    );
    expect(fieldMessages(reversed)["useRight.cycleExpireDate"]).toBe(
      "Cycle end date must be on or after the cycle start date.",
    );
    const audition = expectError(await save(useRightBody({ useRightType: "Audition" })), 400, "InvalidData");
    expect(fieldMessages(audition)["useRight.cycleLength"]).toContain("AUDITION");

    const reinstated = await addUseRight(t, admin, asset.id, {
      useRightType: "Reinstatement",
      cycleLength: undefined,
      cycleExpireDate: undefined,
    });
    expect(reinstated).toMatchObject({ cycleLength: null, cycleExpireDate: null });
    await addUseRight(t, admin, asset.id, {
      useRightType: "Audition",
      cycleLength: undefined,
      startCycleDate: undefined,
      cycleExpireDate: undefined,
    });
    const rights = AssetUseRightListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/UseRight/GetAll/${asset.id}`, {})),
    );
    expect(rights.records.map((right) => right.useRightType)).toEqual(["REINSTATEMENT", "AUDITION"]);
    // Neither has an end, so the asset MPU still ends the asset first.
    expect(await earliest(asset.id)).toMatchObject({ item: { kind: "assetMpu" } });
  });

  it("turns the asset EXPIRED when a use right's cycle has ended, and lists it by that status", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Summer spot");
    await addUseRight(t, admin, asset.id, { startCycleDate: "2025-03-01", cycleExpireDate: "2025-05-30" });
    const record = await getAsset(t, admin, asset.id);
    expect(record.status).toBe("EXPIRED");
    expect(record.statusReason).toContain("Use right");
    const answer = await call(t, admin, "POST", "/Asset/GetBy", {
      filters: [{ property: "status", operator: "eq", value: "EXPIRED" }],
    });
    const rows = AssetListResultSchema.parse(expectOk(answer)).records;
    expect(rows.map((row) => [row.id, row.earliestExpireDate])).toEqual([[asset.id, "2025-05-30"]]);
  });

  it("answers NotFound for a missing asset or use right", async () => {
    expectError(await call(t, admin, "GET", "/Asset/EarliestExpire/4242"), 404, "NotFound");
    expectError(await call(t, admin, "POST", "/Asset/UseRight/GetAll/4242", {}), 404, "NotFound");
    expectError(
      await call(t, admin, "PUT", "/Asset/UseRight/4242", { useRight: useRightBody(), version: 1 }),
      404,
      "NotFound",
    );
    expectError(await call(t, admin, "DELETE", "/Asset/UseRight/4242"), 404, "NotFound");
  });
});
