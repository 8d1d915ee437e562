import { describe, expect, it } from "vitest";
import { AssetListResultSchema, UserDetailSchema } from "@rightsdesk/domain";
import {
  call,
  createRole,
  expectError,
  expectOk,
  NEW_USER_PASSWORD,
  skipPasswordChange,
} from "../../testing/admin-fixtures.js";
import { assetBody, createAsset } from "../../testing/asset-fixtures.js";
import { actFor, answerWithoutId, createClient } from "../../testing/client-fixtures.js";
import { createCompany } from "../../testing/company-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

/** An agency's client with two advertisers, a spot of each and an edit version of the first. */
async function agencyWithTwoAdvertisers() {
  const agency = await createClient(t, admin, "Sunrise Agency");
  await actFor(t, admin, agency);
  const breakfast = await createCompany(t, admin, "Breakfast Co", "ADVERTISER");
  const drinks = await createCompany(t, admin, "Drinks Co", "ADVERTISER");
  const cereal = await createAsset(t, admin, "SUNR0001000", "Cereal :30");
  const soda = await createAsset(t, admin, "SUNR0002000", "Soda :30");
  for (const [spot, advertiser] of [
    [cereal, breakfast],
    [soda, drinks],
  ] as const) {
    expectOk(
      await call(t, admin, "POST", `/Asset/Advertiser/Save/${spot.id}`, {
        data: { companyId: advertiser.id, primary: true },
      }),
    );
  }
  const cutdown = expectOk(
    await call(t, admin, "POST", `/Asset/EditVersion/${cereal.id}`, {
      ...assetBody("SUNR0001001", "Cereal :15"),
      editType: "SHORTER VERSION",
      editReason: "Cut-down",
    }),
  ) as { id: number };
  const role = await createRole(t, admin, "Advertiser viewer", {
    Asset: "r",
    "Alerts & Notification": "r",
    Reports: "r",
  });
  return { agency, breakfast, drinks, cereal, soda, cutdown, roleId: role.id };
}

async function advertiserUser(roleId: number, advertiserIds: number[]) {
  const answer = await call(t, admin, "POST", "/User/Mutate", {
    userName: "brenda",
    firstName: "Brenda",
    lastName: "Breakfast",
    email: "brenda@example.com",
    userType: "ADVERTISER USER",
    password: NEW_USER_PASSWORD,
    profiles: [{ roleId, elevatedRoleName: null, advertiserIds }],
  });
  const user = UserDetailSchema.parse(expectOk(answer));
  await skipPasswordChange(t, user.id);
  return { user, token: (await t.signIn("brenda", NEW_USER_PASSWORD)).token };
}

const spotTitles = async (token: string) =>
  AssetListResultSchema.parse(
    expectOk(await call(t, token, "POST", "/Asset/GetBy?includeEditVersion=true", { pageSize: 100 })),
  )
    .records.map((spot) => spot.title)
    .sort();

describe(`advertiser users on ${testDatabaseKind()}`, () => {
  it("see only their advertisers' spots and edit versions; another spot of the client answers like a missing one", async () => {
    const setup = await agencyWithTwoAdvertisers();
    const { user, token } = await advertiserUser(setup.roleId, [setup.breakfast.id]);
    expect(user.profiles[0]?.advertiserIds).toEqual([setup.breakfast.id]);

    expect(await spotTitles(token)).toEqual(["Cereal :15", "Cereal :30"]);
    expectOk(await call(t, token, "POST", `/Asset/GetById/${setup.cereal.id}`, {}));
    const soda = await call(t, token, "POST", `/Asset/GetById/${setup.soda.id}`, {});
    const missing = await call(t, token, "POST", `/Asset/GetById/999999`, {});
    expect(soda.status).toBe(404);
    expect(answerWithoutId(soda, setup.soda.id)).toEqual(answerWithoutId(missing, 999999));
    // The agency's own users see both.
    expect(await spotTitles(admin)).toEqual(["Cereal :15", "Cereal :30", "Soda :30"]);
  });

  it("names an advertiser that is not one of the client's, and sees no spots with none named", async () => {
    const setup = await agencyWithTwoAdvertisers();
    const agencyCompany = await createCompany(t, admin, "Sunrise Agency Ltd", "AD AGENCY");
    const refused = await call(t, admin, "POST", "/User/Mutate", {
      userName: "brenda",
      firstName: "Brenda",
      lastName: "Breakfast",
      email: "brenda@example.com",
      userType: "ADVERTISER USER",
      password: NEW_USER_PASSWORD,
      profiles: [{ roleId: setup.roleId, elevatedRoleName: null, advertiserIds: [agencyCompany.id] }],
    });
    expect(expectError(refused, 400, "InvalidData").errors?.[0]?.field).toBe("profiles.0.advertiserIds");

    const { token } = await advertiserUser(setup.roleId, []);
    expect(await spotTitles(token)).toEqual([]);
    // They cannot add a spot they would not see.
    expectError(
      await call(t, token, "POST", "/Asset", assetBody("SUNR0003000", "New :30")),
      403,
      "Unauthorized",
    );
  });
});
