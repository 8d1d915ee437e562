import { describe, expect, it } from "vitest";
import {
  AuditListResultSchema,
  ElementListResultSchema,
  ElementLicenceRecordSchema,
  LinkedAssetListSchema,
  LinkedElementListSchema,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { addUseRight, createAsset, getAsset } from "../../testing/asset-fixtures.js";
import { addLicence, createElement, getElement, licenceBody } from "../../testing/element-fixtures.js";
import { earliestExpireOf } from "../../testing/asset-rights-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

const earliest = (id: number) => earliestExpireOf(t, admin, id);

describe(`elements on ${testDatabaseKind()}`, () => {
  it("creates, lists, updates and archives an element; its licences set its status", async () => {
    const song = await createElement(t, admin, "Sunrise Drive");
    expect(song).toMatchObject({ code: `EL-${song.id}`, status: "INCOMPLETE", licenceCount: 0, version: 1 });
    expect(song.statusReason).toContain("Rights contracted");

    const licence = await addLicence(t, admin, song.id);
    expect(licence).toMatchObject({ label: "Synchronization licence", termEnd: "2025-12-31", version: 1 });
    expect(await getElement(t, admin, song.id)).toMatchObject({
      status: "ACTIVE",
      earliestExpireDate: "2025-12-31",
      earliestExpireItem: { kind: "element", id: `EL-${song.id}/L-${licence.id}` },
      licenceCount: 1,
    });

    const updated = await call(t, admin, "PUT", `/Element/${song.id}`, {
      title: "Sunrise Drive (edit)",
      elementType: "MUSIC",
      musicOrigin: "LICENSED",
      version: 1,
    });
    expect(expectOk(updated)).toMatchObject({ title: "Sunrise Drive (edit)", version: 2 });
    const stale = await call(t, admin, "PUT", `/Element/${song.id}`, {
      title: "Again",
      elementType: "MUSIC",
      version: 1,
    });
    expect(expectError(stale, 400, "InvalidData").errors?.[0]?.field).toBe("version");

    const moved = await call(t, admin, "PUT", `/Element/Licence/${licence.id}`, {
      licence: licenceBody({ termEnd: "2024-12-31", termStart: "2024-01-01" }),
      version: licence.version,
    });
    expect(ElementLicenceRecordSchema.parse(expectOk(moved)).version).toBe(2);
    expect((await getElement(t, admin, song.id)).status).toBe("EXPIRED (ELEMENT)");

    const list = async (filters: unknown[]) =>
      ElementListResultSchema.parse(expectOk(await call(t, admin, "POST", "/Element/GetBy", { filters })));
    expect((await list([{ property: "title", operator: "cn", value: "sunrise" }])).records).toMatchObject([
      { id: song.id, type: "MUSIC", linkedAssetCount: 0 },
    ]);
    expectError(
      await call(t, admin, "POST", "/Element/GetBy", {
        filters: [{ property: "nope", operator: "eq", value: "x" }],
      }),
      400,
      "InvalidData",
    );

    expectOk(await call(t, admin, "POST", `/Element/Archive/${song.id}`, {}));
    expect((await list([])).totalRecords).toBe(0);
    const archived = ElementListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/Element/Archive/GetBy", {})),
    );
    expect(archived.records.map((row) => row.id)).toEqual([song.id]);
    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/Element/Logs/GetBy/${song.id}`, { sortField: "id" })),
    );
    expect(logs.records.map((entry) => entry.action)).toEqual([
      "element.create",
      "element.licence.create",
      "element.update",
      "element.licence.update",
      "element.archive",
    ]);
  });

  it("names the music licence as the asset's earliest expiration when it ends before the talent's cycle", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
    await addUseRight(t, admin, asset.id, {
      startCycleDate: "2025-06-01",
      cycleExpireDate: "2025-08-30",
    });
    const song = await createElement(t, admin, "Sunrise Drive");
    const sync = await addLicence(t, admin, song.id, { termStart: "2025-01-01", termEnd: "2025-07-31" });

    const linked = await call(t, admin, "POST", `/Asset/Element/Link/${asset.id}`, { elementId: song.id });
    expect(expectOk(linked)).toMatchObject({ elementId: song.id, code: `EL-${song.id}`, status: "ACTIVE" });
    const first = await earliest(asset.id);
    expect(first).toMatchObject({
      status: "expires",
      date: "2025-07-31",
      item: {
        kind: "element",
        id: `EL-${song.id}/L-${sync.id}`,
        label: "Sunrise Drive: Synchronization licence",
      },
    });
    expect((await getAsset(t, admin, asset.id)).earliestExpireDate).toBe("2025-07-31");

    // Renaming the element renames the stored item of every asset it is in.
    expectOk(
      await call(t, admin, "PUT", `/Element/${song.id}`, {
        title: "Sunset Drive",
        elementType: "MUSIC",
        musicOrigin: "LICENSED",
        version: 1,
      }),
    );
    expect((await getAsset(t, admin, asset.id)).earliestExpireItem?.label).toBe(
      "Sunset Drive: Synchronization licence",
    );
    // A longer licence gives the talent's cycle back the first place.
    expectOk(
      await call(t, admin, "PUT", `/Element/Licence/${sync.id}`, {
        licence: licenceBody({ termEnd: "2026-07-31" }),
        version: sync.version,
      }),
    );
    expect(await earliest(asset.id)).toMatchObject({ date: "2025-08-30", item: { kind: "useRight" } });

    const again = await call(t, admin, "POST", `/Asset/Element/Link/${asset.id}`, { elementId: song.id });
    expectError(again, 409, "DuplicateName");
    const elements = LinkedElementListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/Element/List/${asset.id}`, {})),
    );
    expect(elements.records.map((row) => row.elementId)).toEqual([song.id]);
    const assets = LinkedAssetListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Element/LinkedAssets/GetAll/${song.id}`, {})),
    );
    expect(assets.records).toMatchObject([{ assetId: asset.id, adId: "ABCD1234000", versionLabel: "BASE" }]);

    expectOk(await call(t, admin, "DELETE", `/Asset/Element/${asset.id}/${song.id}`));
    expect(await earliest(asset.id)).toMatchObject({ date: "2025-08-30" });
  });

  it("refuses deleting an element while assets contain it (code 7, one entry per asset), and changes nothing", async () => {
    const spotA = await createAsset(t, admin, "ABCD1234000", "Spot A");
    const spotB = await createAsset(t, admin, "ABCD1235000", "Spot B");
    const song = await createElement(t, admin, "Sunrise Drive");
    await addLicence(t, admin, song.id);
    for (const asset of [spotA, spotB]) {
      expectOk(await call(t, admin, "POST", `/Asset/Element/Link/${asset.id}`, { elementId: song.id }));
    }
    expectOk(await call(t, admin, "POST", `/Element/Archive/${song.id}`, {}));
    // An archived element cannot join another asset.
    const spotC = await createAsset(t, admin, "ABCD1236000", "Spot C");
    const archived = await call(t, admin, "POST", `/Asset/Element/Link/${spotC.id}`, { elementId: song.id });
    expect(expectError(archived, 400, "InvalidData").errors?.[0]?.field).toBe("elementId");

    const refused = expectError(
      await call(t, admin, "DELETE", `/Element/${song.id}`),
      409,
      "DependencyError",
    );
    expect(refused.errorCode).toBe(7);
    expect(refused.errors).toHaveLength(2);
    expect(refused.errors?.map((error) => error.message).join(" ")).toContain("ABCD1235000");
    expect(await getElement(t, admin, song.id)).toMatchObject({ licenceCount: 1, linkedAssetCount: 2 });
    expect((await getAsset(t, admin, spotA.id)).earliestExpireItem?.kind).toBe("element");

    for (const asset of [spotA, spotB]) {
      expectOk(await call(t, admin, "DELETE", `/Asset/Element/${asset.id}/${song.id}`));
    }
    expectOk(await call(t, admin, "DELETE", `/Element/${song.id}`));
    expectError(await call(t, admin, "POST", `/Element/GetById/${song.id}`, {}), 404, "NotFound");
  });

  it("refuses bad input naming each field, and leaves the element as it was", async () => {
    const empty = expectError(await call(t, admin, "POST", "/Element", {}), 400, "InvalidData");
    expect(empty.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(["title", "elementType"]),
    );
    const wrongOrigin = await call(t, admin, "POST", "/Element", {
      title: "Logo",
      elementType: "IMAGE",
      musicOrigin: "LICENSED",
    });
    expect(expectError(wrongOrigin, 400, "InvalidData").errors?.[0]?.field).toBe("musicOrigin");
    const noVendor = await call(t, admin, "POST", "/Element", {
      title: "Logo",
      elementType: "IMAGE",
      vendorId: 4242,
    });
    expect(expectError(noVendor, 400, "InvalidData").errors?.[0]?.field).toBe("vendorId");
    expect(
      ElementListResultSchema.parse(expectOk(await call(t, admin, "POST", "/Element/GetBy", {})))
        .totalRecords,
    ).toBe(0);

    const song = await createElement(t, admin, "Sunrise Drive");
    const reversed = await call(t, admin, "POST", `/Element/Licence/Save/${song.id}`, {
      licence: licenceBody({ termStart: "2025-06-01", termEnd: "2025-01-01" }),
    });
    expect(expectError(reversed, 400, "InvalidData").errors?.[0]?.field).toBe("licence.termEnd");
    const noMedia = await call(t, admin, "POST", `/Element/Licence/Save/${song.id}`, {
      licence: licenceBody({ media: [] }),
    });
    expect(expectError(noMedia, 400, "InvalidData").errors?.[0]?.field).toBe("licence.media");
    expect(await getElement(t, admin, song.id)).toMatchObject({
      licenceCount: 0,
      status: "INCOMPLETE",
      version: 1,
    });
  });

  it("refuses every Element call to a user without Element read", async () => {
    const song = await createElement(t, admin, "Sunrise Drive");
    await createTestUser(t.database.db, {
      userName: "no.elements",
      modules: rightsExcept({ Element: null }),
    });
    const token = (await t.signIn("no.elements", TEST_USER_PASSWORD)).token;
    expectError(await call(t, token, "POST", "/Element/GetBy", {}), 403, "Unauthorized");
    expectError(await call(t, token, "POST", `/Element/GetById/${song.id}`, {}), 403, "Unauthorized");
    expectError(
      await call(t, token, "POST", "/Element", { title: "X", elementType: "IMAGE" }),
      403,
      "Unauthorized",
    );
    expect(await getElement(t, admin, song.id)).toMatchObject({ title: "Sunrise Drive", version: 1 });
  });
});
