import { AssetRecordSchema, AssetUseRightRecordSchema, type AssetUseRightRecord } from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import { recordCalls } from "./record-calls.js";
import type { TestApp } from "./test-app.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "./test-users.js";

/** A create body with every required field; `extra` overrides any of them. */
export function assetBody(adId: string, title: string, extra: Record<string, unknown> = {}) {
  return { title, adId, assetType: "video", fileType: "MOV", expireMpuEndDate: "2026-12-31", ...extra };
}

const assetCalls = recordCalls("/Asset", AssetRecordSchema, assetBody);
/** Creates an asset: (t, token, adId, title, extra). */
export const createAsset = assetCalls.create;
export const getAsset = assetCalls.get;

/** A use right body: a 13-week cable cycle unless `extra` says otherwise. */
export function useRightBody(extra: Record<string, unknown> = {}) {
  return {
    useRightType: "Cable",
    mediaType: "TV",
    startCycleDate: "2025-06-01",
    cycleExpireDate: "2025-08-30",
    cycleLength: "13 weeks",
    note: "National cable, first cycle",
    ...extra,
  };
}

export async function addUseRight(
  t: TestApp,
  token: string,
  assetId: number,
  extra: Record<string, unknown> = {},
): Promise<AssetUseRightRecord> {
  const answer = await call(t, token, "POST", `/Asset/UseRight/Save/${assetId}`, {
    useRight: useRightBody(extra),
  });
  return AssetUseRightRecordSchema.parse(expectOk(answer));
}

/** A signed-in user with every right (not the root user), for lock tests. */
export async function assetUser(t: TestApp, name: string): Promise<{ token: string }> {
  await createTestUser(t.database.db, { userName: name, modules: rightsExcept() });
  return { token: (await t.signIn(name, TEST_USER_PASSWORD)).token };
}
