import { describe, expect, it } from "vitest";
import { AssetUseRightListSchema, ContractUseRightListSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createContract } from "../../testing/contract-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

const cableCycle = {
  useRightType: "Cable",
  mediaType: "TV",
  startCycleDate: "2025-04-01",
  cycleExpireDate: "2025-06-30",
  cycleLength: "13 weeks",
};

const assetRights = async (assetId: number) =>
  AssetUseRightListSchema.parse(
    expectOk(await call(t, admin, "POST", `/Asset/UseRight/GetAll/${assetId}`, {})),
  ).records;

describe(`rights acquired on a contract, on ${testDatabaseKind()}`, () => {
  it("takes the asset's own right when it is the same right, instead of adding a duplicate", async () => {
    const talent = await createPerson(t, admin, "Dee", "Dupe");
    const asset = await createAsset(t, admin, "DUPE1234000H", "Same right spot");
    expectOk(
      await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
        useRight: { ...cableCycle, note: "Bought with the spot" },
      }),
    );
    const contract = await createContract(t, admin, talent.id);
    expectOk(
      await call(t, admin, "POST", `/Contract/LinkedAsset/Save/${contract.id}`, { assetId: asset.id }),
    );

    expectOk(
      await call(t, admin, "POST", `/Contract/UseRight/Save/${contract.id}`, {
        assetId: asset.id,
        useRight: { ...cableCycle, useRightType: "CABLE", note: "Acquired on the contract" },
      }),
    );

    const rights = await assetRights(asset.id);
    expect(rights).toHaveLength(1);
    expect(rights[0]?.note).toBe("Bought with the spot");
    const acquired = ContractUseRightListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/UseRight/GetAll/${contract.id}`, {})),
    ).records;
    expect(acquired.map((right) => right.id)).toEqual(rights.map((right) => right.id));
  });

  it("adds a new right when the media or the term differ", async () => {
    const talent = await createPerson(t, admin, "Ned", "New");
    const asset = await createAsset(t, admin, "DUPE1234001H", "Other right spot");
    expectOk(
      await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
        useRight: { ...cableCycle, note: "Bought with the spot" },
      }),
    );
    const contract = await createContract(t, admin, talent.id);
    expectOk(
      await call(t, admin, "POST", `/Contract/LinkedAsset/Save/${contract.id}`, { assetId: asset.id }),
    );
    expectOk(
      await call(t, admin, "POST", `/Contract/UseRight/Save/${contract.id}`, {
        assetId: asset.id,
        useRight: {
          ...cableCycle,
          startCycleDate: "2025-07-01",
          cycleExpireDate: "2025-09-29",
          note: "Next",
        },
      }),
    );
    expect(await assetRights(asset.id)).toHaveLength(2);
  });
});
