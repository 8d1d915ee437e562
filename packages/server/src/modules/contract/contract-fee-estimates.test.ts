import { describe, expect, it } from "vitest";
import { ContractDetailSchema, ContractListResultSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { contractBody, createContract, getContract } from "../../testing/contract-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2027-05-03T10:00:00Z") },
);

describe(`fees kept as an estimate, on ${testDatabaseKind()}`, () => {
  it("keeps the estimate mark with the fee, shows it in the list, and drops it once the fee is agreed", async () => {
    const talent = await createPerson(t, admin, "Esti", "Mate");
    const contract = await createContract(t, admin, talent.id, {
      contractDate: "2027-05-01",
      expirationDate: "2028-03-31",
      sessionFeeCents: 88085,
      holdingFeeCents: 88085,
      estimatedFees: ["sessionFeeCents", "holdingFeeCents"],
    });
    expect(contract.estimatedFees).toEqual(["sessionFeeCents", "holdingFeeCents"]);

    const list = ContractListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/Contract/GetBy", {})),
    );
    expect(list.records.find((row) => row.id === contract.id)?.sessionFeeEstimated).toBe(true);

    const agreed = ContractDetailSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Contract/${contract.id}`, {
          ...contractBody(talent.id, { contractDate: "2027-05-01", expirationDate: "2028-03-31" }),
          sessionFeeCents: 90000,
          holdingFeeCents: 88085,
          estimatedFees: ["holdingFeeCents"],
          version: contract.version,
        }),
      ),
    );
    expect(agreed.estimatedFees).toEqual(["holdingFeeCents"]);
    expect((await getContract(t, admin, contract.id)).estimatedFees).toEqual(["holdingFeeCents"]);
  });

  it("marks no fee that has no amount", async () => {
    const talent = await createPerson(t, admin, "No", "Fee");
    const contract = await createContract(t, admin, talent.id, {
      sessionFeeCents: undefined,
      estimatedFees: ["sessionFeeCents"],
    });
    expect(contract.estimatedFees).toEqual([]);
  });
});
