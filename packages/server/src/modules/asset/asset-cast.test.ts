import { describe, expect, it } from "vitest";
import {
  AssetUseRightListSchema,
  AssetUseRightRecordSchema,
  AuditListResultSchema,
  NextLocationNumberSchema,
  assetSectionSchemas,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset, getAsset, useRightBody } from "../../testing/asset-fixtures.js";
import { addCast } from "../../testing/element-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { earliestExpireOf } from "../../testing/asset-rights-fixtures.js";
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

describe(`asset cast and cast use rights on ${testDatabaseKind()}`, () => {
  it("names a cast use right by its performer, follows a change of performer, and logs it under the asset", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
    const jo = await createPerson(t, admin, "Jo", "Star");
    const kim = await createPerson(t, admin, "Kim", "Lee");
    const cast = await addCast(t, admin, asset.id, jo.id);
    expect(cast).toMatchObject({ ownerId: asset.id, section: "Cast", labels: { personId: "Jo Star" } });

    const saved = await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
      useRight: useRightBody(),
      castItemId: cast.id,
    });
    const right = AssetUseRightRecordSchema.parse(expectOk(saved));
    expect(right).toMatchObject({ castItemId: cast.id, holderName: "Jo Star" });
    expect(await earliest(asset.id)).toMatchObject({
      date: "2025-08-30",
      item: { kind: "useRight", id: `UR-${right.id}`, label: "Jo Star: CABLE TV" },
    });

    // The performer of the cast item changes: the stored label follows without touching the right.
    const moved = await call(t, admin, "PUT", `/Asset/Cast/${cast.id}`, {
      data: { ...cast.data, personId: kim.id },
      version: cast.version,
    });
    expectOk(moved);
    expect((await getAsset(t, admin, asset.id)).earliestExpireItem).toMatchObject({
      label: "Kim Lee: CABLE TV",
    });
    const rights = AssetUseRightListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/UseRight/GetAll/${asset.id}`, {})),
    );
    expect(rights.records.map((row) => row.holderName)).toEqual(["Kim Lee"]);

    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/Logs/GetBy/${asset.id}`, { sortField: "id" })),
    );
    expect(logs.records.map((entry) => entry.action)).toEqual([
      "asset.create",
      "asset.cast.create",
      "asset.useRight.create",
      "asset.cast.update",
    ]);
  });

  it("refuses a cast member of another asset, and deleting a cast member who has use rights", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Spot A");
    const other = await createAsset(t, admin, "ABCD1235000", "Spot B");
    const jo = await createPerson(t, admin, "Jo", "Star");
    const theirs = await addCast(t, admin, other.id, jo.id);
    const foreign = await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
      useRight: useRightBody(),
      castItemId: theirs.id,
    });
    expect(expectError(foreign, 400, "InvalidData").errors?.[0]?.field).toBe("castItemId");
    expect((await getAsset(t, admin, asset.id)).useRightCount).toBe(0);

    const right = AssetUseRightRecordSchema.parse(
      expectOk(
        await call(t, admin, "POST", `/Asset/UseRight/Save/${other.id}`, {
          useRight: useRightBody(),
          castItemId: theirs.id,
        }),
      ),
    );
    const refused = expectError(
      await call(t, admin, "DELETE", `/Asset/Cast/${theirs.id}`),
      409,
      "DependencyError",
    );
    expect(refused.errorCode).toBe(7);
    expect(refused.errors?.map((error) => error.message)).toEqual([`UR-${right.id} Jo Star: CABLE TV`]);
    const list = assetSectionSchemas.ListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/Cast/GetAll/${other.id}`, {})),
    );
    expect(list.totalRecords).toBe(1);

    expectOk(await call(t, admin, "DELETE", `/Asset/UseRight/${right.id}`));
    expectOk(await call(t, admin, "DELETE", `/Asset/Cast/${theirs.id}`));
  });

  it("checks section items by the section's fields, and numbers locations by shoot type", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Spot");
    const crew = await createPerson(t, admin, "Cam", "Crew", ["CREW"]);
    const wrongKind = await call(t, admin, "POST", `/Asset/Cast/Save/${asset.id}`, {
      data: {
        personId: crew.id,
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
      },
    });
    expect(expectError(wrongKind, 400, "InvalidData").errors?.[0]?.field).toBe("data.personId");
    const unknown = await call(t, admin, "POST", `/Asset/Nonsense/GetAll/${asset.id}`, {});
    expectError(unknown, 400, "InvalidData");

    const next = async (type: string) =>
      NextLocationNumberSchema.parse(
        expectOk(await call(t, admin, "GET", `/Asset/GetNextLocationNumber/${type}/${asset.id}`)),
      );
    expect(await next("Filming")).toEqual({ shootType: "Filming", number: 1, locationNumber: "Filming 1" });
    for (const locationNumber of ["Filming 1", "Filming 2"]) {
      expectOk(
        await call(t, admin, "POST", `/Asset/Location/Save/${asset.id}`, {
          data: { shootType: "Filming", locationNumber, name: "Stage 4" },
        }),
      );
    }
    expect((await next("filming")).locationNumber).toBe("Filming 3");
    // Sent without a number, a location takes the next one of its shoot type.
    const numbered = assetSectionSchemas.ItemSchema.parse(
      expectOk(
        await call(t, admin, "POST", `/Asset/Location/Save/${asset.id}`, {
          data: { shootType: "Filming", locationNumber: "", name: "Backlot" },
        }),
      ),
    );
    expect(numbered.data["locationNumber"]).toBe("Filming 3");
    expect((await next("Filming")).locationNumber).toBe("Filming 4");
    expect((await next("Recording")).locationNumber).toBe("Recording 1");
    expectError(
      await call(t, admin, "GET", `/Asset/GetNextLocationNumber/Nope/${asset.id}`),
      400,
      "InvalidData",
    );
  });
});
