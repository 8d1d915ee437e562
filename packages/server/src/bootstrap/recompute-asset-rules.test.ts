import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AssetRecordSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../testing/admin-fixtures.js";
import { createAsset } from "../testing/asset-fixtures.js";
import { addCast } from "../testing/element-fixtures.js";
import { createPerson } from "../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useSignedInApp } from "../testing/use-test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { recomputeAssetRulesOnce } from "./recompute-asset-rules.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  {
    now: new Date("2025-06-02T10:00:00Z"),
  },
);

describe(`assets stored under older rules, on ${testDatabaseKind()}`, () => {
  it("are recomputed once at the first start: the rule's MPU beside the typed one, flagged", async () => {
    const asset = await createAsset(t, admin, "ABCD1234000", "Older spot", {
      expireMpuEndDate: "2028-07-18",
    });
    const jo = await createPerson(t, admin, "Jo", "Star");
    await addCast(t, admin, asset.id, jo.id, { sessionDate: "2025-05-20" });
    // As a database migrated from before the rules would hold it: no computed MPU, the typed one in force.
    await t.database.db.execute(
      sql`update assets set mpu_end_date = expire_mpu_end_date, mpu_computed_end_date = null, mpu_needs_review = false`,
    );
    expect(await recomputeAssetRulesOnce(t.database.db, new Date("2025-06-02T10:00:00Z"))).toBe(1);
    const after = AssetRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/Asset/GetById/${asset.id}`, {})),
    );
    // Session 2025-05-20 (2025 contract, 24 months), never aired: 2025-08-19 to 2027-08-18.
    expect(after).toMatchObject({
      expireMpuEndDate: "2028-07-18",
      mpuComputedEndDate: "2027-08-18",
      mpuEndDate: "2027-08-18",
      mpuNeedsReview: true,
    });
    expect(await recomputeAssetRulesOnce(t.database.db, new Date("2025-06-02T10:00:00Z"))).toBe(0);
  });
});
