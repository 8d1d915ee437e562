import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AssetTimelineSchema, PersonPictureSchema, type PersonPicture } from "@rightsdesk/domain";
import { queryRows } from "../../db/rows.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser } from "../../testing/test-users.js";
import { useDemoApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
let rosa = 0;
useDemoApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from people where full_name = 'Rosa Quintero'`,
    );
    rosa = row?.id ?? 0;
  },
);

const pictureOf = async (id: number, token = admin): Promise<PersonPicture> =>
  PersonPictureSchema.parse(expectOk(await call(t, token, "GET", `/People/Picture/${id}`)));

describe("a person's whole picture", () => {
  it("shows the spots a performer is cast in, their use rights and contracts", async () => {
    const picture = await pictureOf(rosa);
    expect(picture.spots?.length).toBeGreaterThan(0);
    const spot = picture.spots?.[0];
    expect(spot).toMatchObject({ role: "Baker", union: "SAG AFTRA", performerCategory: "PRINCIPAL" });
    expect(picture.useRights?.every((right) => picture.spots?.some((s) => s.assetId === right.assetId))).toBe(
      true,
    );
    expect(picture.useRights?.length).toBeGreaterThan(0);
    expect(picture.contracts).not.toBeNull();
  });

  it("gives the holding fees the asset's performer cycles give: one rule, the same cycles and amounts", async () => {
    const picture = await pictureOf(rosa);
    const fees = picture.holdingFees ?? [];
    expect(fees.length).toBeGreaterThan(0);
    for (const fee of fees) {
      const timeline = AssetTimelineSchema.parse(
        expectOk(await call(t, admin, "GET", `/Asset/Timeline/${fee.assetId}`)),
      );
      const standing = timeline.cast.find((member) => member.castItemId === fee.castItemId);
      expect(standing).toBeDefined();
      expect(fee.nextDue).toEqual(standing?.nextDue);
      expect(fee.unpaid).toEqual(standing?.unpaid);
      expect(fee.paidThrough).toBe(standing?.paidThrough);
      // An amount only from a confirmed rate or the contract's own fee; otherwise a reason, never a zero.
      if (fee.nextDue) expect(fee.nextDue.amountCents === null || fee.nextDue.amountCents > 0).toBe(true);
    }
  });

  it("leaves out the parts the caller's role does not read", async () => {
    await createTestUser(t.database.db, { userName: "picture-people-only", modules: { People: READ_ONLY } });
    const token = (await t.signIn("picture-people-only", TEST_USER_PASSWORD)).token;
    const picture = await pictureOf(rosa, token);
    expect(picture).toMatchObject({ spots: null, contracts: null, useRights: null, holdingFees: null });
  });

  it("refuses a caller without People read, and answers a missing person as not found", async () => {
    await createTestUser(t.database.db, { userName: "picture-no-people", modules: { Asset: READ_ONLY } });
    const token = (await t.signIn("picture-no-people", TEST_USER_PASSWORD)).token;
    expectError(await call(t, token, "GET", `/People/Picture/${rosa}`), 403, "Unauthorized");
    expectError(await call(t, admin, "GET", "/People/Picture/999999"), 404, "NotFound");
  });
});
