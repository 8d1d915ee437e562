import { AssetEarliestExpireSchema, type AssetEarliestExpire } from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import type { TestApp } from "./test-app.js";

/** The use right, licence or MPU that ends an asset's rights first, as the API answers it. */
export async function earliestExpireOf(
  t: TestApp,
  token: string,
  assetId: number,
): Promise<AssetEarliestExpire> {
  return AssetEarliestExpireSchema.parse(
    expectOk(await call(t, token, "GET", `/Asset/EarliestExpire/${assetId}`)),
  );
}
