import { describe, expect, it } from "vitest";
import {
  AssetListResultSchema,
  AssetRecordSchema,
  AuditListResultSchema,
  RecordLockInfoSchema,
} from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { addUseRight, assetBody, assetUser, createAsset, getAsset } from "../../testing/asset-fixtures.js";
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
  { now: new Date("2025-06-02T10:00:00Z") },
);

const list = async (body: unknown, path = "/Asset/GetBy") =>
  AssetListResultSchema.parse(expectOk(await call(t, admin, "POST", path, body)));

describe(`assets on ${testDatabaseKind()}`, () => {
  it("creates an asset with its Ad-ID upper case, INCOMPLETE until it has a right, and lists it", async () => {
    const asset = await createAsset(t, admin, "abcd1234000h", "Spring Sale :30");
    expect(asset).toMatchObject({
      adId: "ABCD1234000H",
      assetType: "video",
      fileType: "MOV",
      status: "INCOMPLETE",
      statusReason: "No use right recorded for the spot (it has no cast and no use right).",
      mpuEndDate: "2026-12-31",
      mpuComputedEndDate: null,
      mpuNeedsReview: false,
      versionLabel: "BASE",
      baseAssetId: null,
      earliestExpireDate: "2026-12-31",
      earliestExpireItem: { kind: "assetMpu", id: "ABCD1234000H", label: "Spring Sale :30" },
      createdBy: "sysadmin",
      version: 1,
    });
    await createAsset(t, admin, "WXYZ0001000", "Holiday Radio", { assetType: "audio" });
    const found = await list({ filters: [{ property: "title", operator: "cn", value: "sale" }] });
    expect(found.records.map((row) => [row.adId, row.type, row.status])).toEqual([
      ["ABCD1234000H", "video", "INCOMPLETE"],
    ]);
    await addUseRight(t, admin, asset.id, { cycleLength: "1 year", cycleExpireDate: "2026-05-31" });
    expect((await getAsset(t, admin, asset.id)).status).toBe("ACTIVE");
    const byAdId = await list({ filters: [{ property: "adId", operator: "sw", value: "wxyz" }] });
    expect(byAdId.records.map((row) => row.title)).toEqual(["Holiday Radio"]);
    expect((await auditEntries(t, admin, "asset.create")).map((entry) => entry.entityId)).toContain(
      String(asset.id),
    );
  });

  it("names each missing required field: Title, AdId, Expiry Date, Asset Type", async () => {
    const body = expectError(await call(t, admin, "POST", "/Asset", {}), 400, "InvalidData");
    const fields = Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({
      title: "Enter the Title.",
      adId: "Enter the Ad-ID.",
      expireMpuEndDate: "Enter the Expiry Date.",
      assetType: "Choose the asset type.",
    });
    const badAdId = expectError(
      await call(t, admin, "POST", "/Asset", assetBody("0BCD1234000", "Zero prefix")),
      400,
      "InvalidData",
    );
    expect(badAdId.errors?.map((error) => error.field)).toEqual(["adId"]);
  });

  it("refuses an Ad-ID already on another asset, on create and on update", async () => {
    const first = await createAsset(t, admin, "ABCD1234000", "First");
    const second = await createAsset(t, admin, "ABCD1234000H", "Second (HD)");
    const taken = expectError(
      await call(t, admin, "POST", "/Asset", assetBody("abcd1234000", "Again")),
      409,
      "DuplicateName",
    );
    expect(taken.message).toBe('The Ad-ID ABCD1234000 is already on the asset "First".');
    expectError(
      await call(t, admin, "PUT", `/Asset/${second.id}`, {
        ...assetBody("ABCD1234000", "Second"),
        version: second.version,
      }),
      409,
      "DuplicateName",
    );
    expect((await getAsset(t, admin, first.id)).title).toBe("First");
  });

  it("updates with the current version, refuses a stale one, and logs what changed", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Draft title");
    const updated = AssetRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Asset/${asset.id}`, {
          ...assetBody("ABCD1234000", "Final title", { expireMpuEndDate: "2025-09-30" }),
          version: 1,
        }),
      ),
    );
    expect(updated).toMatchObject({ title: "Final title", version: 2, earliestExpireDate: "2025-09-30" });
    const stale = expectError(
      await call(t, admin, "PUT", `/Asset/${asset.id}`, { ...assetBody("ABCD1234000", "Lost"), version: 1 }),
      400,
      "InvalidData",
    );
    expect(stale.errors?.[0]?.field).toBe("version");
    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/Logs/GetBy/${asset.id}`, { sortField: "id" })),
    );
    expect(logs.records.map((entry) => entry.action)).toEqual(["asset.create", "asset.update"]);
    expect(logs.records[1]?.changes).toEqual(
      expect.arrayContaining([{ field: "title", from: "Draft title", to: "Final title" }]),
    );
  });

  it("shows the EXPIRED (ASSET MPU) status once the MPU end has passed, in the list and the record", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Short run", { expireMpuEndDate: "2025-06-30" });
    await addUseRight(t, admin, asset.id, { cycleLength: "1 year", cycleExpireDate: "2026-05-31" });
    expect((await getAsset(t, admin, asset.id)).status).toBe("ACTIVE");
    // Sessions end after idle time, so each later day signs in afresh.
    t.setNow(new Date("2025-06-30T23:00:00Z"));
    admin = (await t.signIn()).token;
    expect((await getAsset(t, admin, asset.id)).status).toBe("ACTIVE");
    t.setNow(new Date("2025-07-01T08:00:00Z"));
    admin = (await t.signIn()).token;
    const expired = await list({
      filters: [{ property: "status", operator: "eq", value: "EXPIRED (ASSET MPU)" }],
    });
    expect(expired.records.map((row) => row.id)).toEqual([asset.id]);
    expect((await getAsset(t, admin, asset.id)).statusReason).toContain("Asset MPU");
  });

  it("keeps the MPU to the rule: a first airing moves it, a differing typed end is flagged until confirmed", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Ruled", { expireMpuEndDate: "2027-08-18" });
    const jo = await createPerson(t, admin, "Jo", "Star");
    await addCast(t, admin, asset.id, jo.id, { sessionDate: "2025-05-20" });
    // Session 2025-05-20 (2025 contract, 24 months), never aired: 2025-08-19 to 2027-08-18.
    const ruled = await getAsset(t, admin, asset.id);
    expect(ruled).toMatchObject({
      mpuEndDate: "2027-08-18",
      mpuComputedEndDate: "2027-08-18",
      mpuNeedsReview: false,
    });

    // First aired 2025-07-01, before the 13 weeks ran out: the MPU starts then and the typed end follows.
    const aired = AssetRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Asset/${asset.id}`, {
          ...assetBody("ABCD1234000", "Ruled", {
            expireMpuEndDate: "2027-08-18",
            firstAirDate: "2025-07-01",
          }),
          version: ruled.version,
        }),
      ),
    );
    expect(aired).toMatchObject({
      firstAirDate: "2025-07-01",
      expireMpuEndDate: "2027-06-30",
      mpuEndDate: "2027-06-30",
      mpuNeedsReview: false,
    });

    // A later typed end is kept and flagged; the earlier one bounds the spot until it is confirmed.
    const typed = AssetRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Asset/${asset.id}`, {
          ...assetBody("ABCD1234000", "Ruled", {
            expireMpuEndDate: "2028-07-18",
            firstAirDate: "2025-07-01",
          }),
          version: aired.version,
        }),
      ),
    );
    expect(typed).toMatchObject({
      expireMpuEndDate: "2028-07-18",
      mpuEndDate: "2027-06-30",
      mpuNeedsReview: true,
    });
    const confirmed = AssetRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Asset/${asset.id}`, {
          ...assetBody("ABCD1234000", "Ruled", {
            expireMpuEndDate: "2028-07-18",
            firstAirDate: "2025-07-01",
            mpuConfirmed: true,
          }),
          version: typed.version,
        }),
      ),
    );
    expect(confirmed).toMatchObject({ mpuEndDate: "2028-07-18", mpuNeedsReview: false, mpuConfirmed: true });
  });

  it("archives, restores and deletes only what is archived", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Old spot");
    expectError(await call(t, admin, "DELETE", `/Asset/${asset.id}`), 400, "InvalidData");
    expectOk(await call(t, admin, "POST", `/Asset/Archive/${asset.id}`, {}));
    expect((await list({})).totalRecords).toBe(0);
    expect((await list({}, "/Asset/Archive/GetBy")).records.map((row) => row.id)).toEqual([asset.id]);
    expectError(
      await call(t, admin, "PUT", `/Asset/${asset.id}`, { ...assetBody("ABCD1234000", "X"), version: 2 }),
      400,
      "InvalidData",
    );
    expectOk(await call(t, admin, "POST", `/Asset/Restore/${asset.id}`, {}));
    expect((await list({})).totalRecords).toBe(1);
    expectOk(await call(t, admin, "POST", `/Asset/Archive/${asset.id}`, {}));
    expect(expectOk(await call(t, admin, "DELETE", `/Asset/${asset.id}`))).toEqual({ done: true });
    expectError(await call(t, admin, "POST", `/Asset/GetById/${asset.id}`, {}), 404, "NotFound");
    expect(await auditEntries(t, admin, "asset.delete")).toHaveLength(1);
  });

  it("refuses changes while another user holds the asset's lock", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Locked spot");
    const jane = await assetUser(t, "jane");
    const omar = await assetUser(t, "omar");
    const taken = RecordLockInfoSchema.parse(
      expectOk(await call(t, jane.token, "GET", `/Asset/LockAsset/${asset.id}`)),
    );
    expect(taken.status).toBe("lockedByMe");
    const seen = RecordLockInfoSchema.parse(
      expectOk(await call(t, omar.token, "GET", `/Asset/GetAssetLockStatus/${asset.id}`)),
    );
    expect(seen).toMatchObject({ status: "lockedByOther", holderName: "Test jane" });
    expectError(
      await call(t, omar.token, "PUT", `/Asset/${asset.id}`, {
        ...assetBody("ABCD1234000", "X"),
        version: 1,
      }),
      409,
      "DependencyError",
    );
    expectOk(await call(t, jane.token, "GET", `/Asset/ExtendAssetLock/${asset.id}`));
    expectOk(await call(t, jane.token, "POST", `/Asset/ReleaseAssetLock/${asset.id}`, {}));
    expectOk(
      await call(t, omar.token, "PUT", `/Asset/${asset.id}`, {
        ...assetBody("ABCD1234000", "Mine"),
        version: 1,
      }),
    );
    expectError(await call(t, admin, "GET", "/Asset/LockAsset/4242"), 404, "NotFound");
  });
});
