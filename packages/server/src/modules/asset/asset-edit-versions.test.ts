import { describe, expect, it } from "vitest";
import { AssetListResultSchema, AssetRecordSchema, NextEditVersionSchema } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { assetBody, createAsset, getAsset } from "../../testing/asset-fixtures.js";
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

const next = async (id: number) =>
  NextEditVersionSchema.parse(expectOk(await call(t, admin, "GET", `/Asset/GetNextEditVersion/Edit/${id}`)));

const addVersion = async (baseId: number, adId: string, extra: Record<string, unknown> = {}) =>
  call(t, admin, "POST", `/Asset/EditVersion/${baseId}`, {
    ...assetBody(adId, "Spring Sale :15"),
    editType: "SHORTER VERSION",
    editReason: "Cut-down",
    ...extra,
  });

describe(`asset edit versions on ${testDatabaseKind()}`, () => {
  it("numbers edit versions under their base, and lists them only when asked", async () => {
    const base = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
    expect(await next(base.id)).toEqual({ actionType: "Edit", versionNumber: 1, versionLabel: "Edit 1" });
    const first = AssetRecordSchema.parse(expectOk(await addVersion(base.id, "ABCD1235000")));
    expect(first).toMatchObject({
      baseAssetId: base.id,
      versionLabel: "Edit 1",
      editVersionNumber: 1,
      editType: "SHORTER VERSION",
      editReason: "Cut-down",
      status: "INCOMPLETE",
    });
    await addVersion(base.id, "ABCD1236000", { editType: "PAID EDITS", editReason: "Change VO/music" });
    expect((await next(base.id)).versionLabel).toBe("Edit 3");
    expect((await getAsset(t, admin, base.id)).editVersionCount).toBe(2);

    const versions = AssetListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/EditVersion/GetAll/${base.id}`, {})),
    );
    expect(versions.records.map((row) => row.versionLabel)).toEqual(["Edit 1", "Edit 2"]);
    const bases = AssetListResultSchema.parse(expectOk(await call(t, admin, "POST", "/Asset/GetBy", {})));
    expect(bases.records.map((row) => row.versionLabel)).toEqual(["BASE"]);
    const all = await t.call({
      method: "POST",
      path: "/Asset/GetBy?includeEditVersion=true",
      token: admin,
      body: {},
    });
    expect(AssetListResultSchema.parse(all.json()).totalRecords).toBe(3);
  });

  it("refuses an edit version under an edit version, without an edit type, or with a taken Ad-ID", async () => {
    const base = await createAsset(t, admin, "ABCD1234000", "Base");
    const edit = AssetRecordSchema.parse(expectOk(await addVersion(base.id, "ABCD1235000")));
    const nested = expectError(await addVersion(edit.id, "ABCD1236000"), 400, "InvalidData");
    expect(nested.message).toContain("edit version Edit 1");
    expectError(await call(t, admin, "GET", `/Asset/GetNextEditVersion/Edit/${edit.id}`), 400, "InvalidData");
    const noType = expectError(
      await addVersion(base.id, "ABCD1236000", { editType: undefined }),
      400,
      "InvalidData",
    );
    expect(noType.errors).toEqual([{ field: "editType", message: "Choose the edit type." }]);
    expectError(await addVersion(base.id, "ABCD1234000"), 409, "DuplicateName");
    expectError(await addVersion(4242, "ABCD1237000"), 404, "NotFound");
  });

  it("refuses deleting a base asset while it has edit versions", async () => {
    const base = await createAsset(t, admin, "ABCD1234000", "Base");
    const edit = AssetRecordSchema.parse(expectOk(await addVersion(base.id, "ABCD1235000")));
    expectOk(await call(t, admin, "POST", `/Asset/Archive/${base.id}`, {}));
    const refused = expectError(await call(t, admin, "DELETE", `/Asset/${base.id}`), 409, "DependencyError");
    expect(refused.errors?.map((error) => error.message)).toEqual([
      'Edit 1: Asset ABCD1235000 "Spring Sale :15"',
    ]);
    expectOk(await call(t, admin, "POST", `/Asset/Archive/${edit.id}`, {}));
    expectOk(await call(t, admin, "DELETE", `/Asset/${edit.id}`));
    expectOk(await call(t, admin, "DELETE", `/Asset/${base.id}`));
  });
});
