import { describe, expect, it } from "vitest";
import { PersonListResultSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { assetBody, createAsset } from "../../testing/asset-fixtures.js";
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

const names = async (body: Record<string, unknown>) => {
  const page = PersonListResultSchema.parse(
    expectOk(await call(t, admin, "POST", "/People/GetBy", { sortField: "fullName", ...body })),
  );
  expect(page.totalRecords).toBe(page.records.length);
  return page.records.map((person) => person.fullName);
};
const byAdId = (operator: string, value: unknown) =>
  names({ filters: [{ property: "adId", operator, value }] });

/** Jo in the cast of two base assets, Kim in an edit version's, Ann in none. */
async function castThree() {
  const spring = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
  const summer = await createAsset(t, admin, "ABCD1236000", "Summer Sale :30");
  const cutDown = expectOk(
    await call(t, admin, "POST", `/Asset/EditVersion/${spring.id}`, {
      ...assetBody("ABCD1235000", "Spring Sale :15"),
      editType: "SHORTER VERSION",
    }),
  ) as { id: number };
  const jo = await createPerson(t, admin, "Jo", "Star");
  const kim = await createPerson(t, admin, "Kim", "Lee");
  await createPerson(t, admin, "Ann", "Uncast");
  await addCast(t, admin, spring.id, jo.id);
  await addCast(t, admin, summer.id, jo.id);
  await addCast(t, admin, cutDown.id, kim.id);
}

describe(`people found by the Ad-ID of a spot they are cast in, on ${testDatabaseKind()}`, () => {
  it("matches the cast of base assets and edit versions with every text operator, each person once", async () => {
    await castThree();
    expect(await byAdId("eq", "abcd1234000")).toEqual(["Jo Star"]);
    expect(await byAdId("eq", "ABCD1235000")).toEqual(["Kim Lee"]);
    expect(await byAdId("sw", "ABCD123")).toEqual(["Jo Star", "Kim Lee"]);
    expect(await byAdId("cn", "1236")).toEqual(["Jo Star"]);
    expect(await byAdId("ew", "5000")).toEqual(["Kim Lee"]);
    expect(await byAdId("in", ["ABCD1235000", "ABCD1236000"])).toEqual(["Jo Star", "Kim Lee"]);
    expect(await byAdId("eq", "ABCD9999000")).toEqual([]);
  });

  it("answers the negations with people in no such spot, the uncast included", async () => {
    await castThree();
    expect(await byAdId("nq", "ABCD1234000")).toEqual(["Ann Uncast", "Kim Lee"]);
    expect(await byAdId("nc", "123")).toEqual(["Ann Uncast"]);
    expect(await byAdId("ni", ["ABCD1235000"])).toEqual(["Ann Uncast", "Jo Star"]);
  });

  it("combines with the other search fields, and sorts by each person's first Ad-ID, the uncast last", async () => {
    await castThree();
    expect(
      await names({
        filters: [
          { property: "adId", operator: "sw", value: "ABCD" },
          { property: "employmentType", operator: "cn", value: "talent" },
          { property: "fullName", operator: "cn", value: "kim" },
        ],
      }),
    ).toEqual(["Kim Lee"]);
    expect(await names({ sortField: "adId" })).toEqual(["Jo Star", "Kim Lee", "Ann Uncast"]);
    expect(await names({ sortField: "adId", sortDescending: true })).toEqual([
      "Kim Lee",
      "Jo Star",
      "Ann Uncast",
    ]);
  });

  it("follows the cast as it changes, and keeps archived spots", async () => {
    const spring = await createAsset(t, admin, "ABCD1234000", "Spring Sale :30");
    const jo = await createPerson(t, admin, "Jo", "Star");
    const kim = await createPerson(t, admin, "Kim", "Lee");
    const cast = await addCast(t, admin, spring.id, jo.id);
    expect(await byAdId("eq", "ABCD1234000")).toEqual(["Jo Star"]);

    expectOk(
      await call(t, admin, "PUT", `/Asset/Cast/${cast.id}`, {
        data: { ...cast.data, personId: kim.id },
        version: cast.version,
      }),
    );
    expect(await byAdId("eq", "ABCD1234000")).toEqual(["Kim Lee"]);

    // An Ad-ID names one creative, archived or not: its cast is still who performed in it.
    expectOk(await call(t, admin, "POST", `/Asset/Archive/${spring.id}`, {}));
    expect(await byAdId("eq", "ABCD1234000")).toEqual(["Kim Lee"]);
  });
});
