import { describe, expect, it } from "vitest";
import { PersonImportResultSchema, PersonListResultSchema } from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY } from "../../testing/company-fixtures.js";
import { createPerson, homeAddress, listPersonItems, personBody } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp({ RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY }),
  (app) => ({ t, admin } = app),
);

const total = async () =>
  PersonListResultSchema.parse(expectOk(await call(t, admin, "POST", "/People/GetBy", {}))).totalRecords;

const SSN = "912-34-5678";
const good = (n: number) => ({
  ...personBody(`Extra${n}`, "Crowd", ["TALENT"], {
    dateOfBirth: "1990-01-01",
    email: `extra${n}@example.com`,
  }),
  items: [
    { section: "Address", data: homeAddress(`Town ${n}`) },
    { section: "TaxId", data: { idKind: "SSN", taxId: SSN } },
  ],
});

describe(`importing people on ${testDatabaseKind()}`, () => {
  it("writes nothing when one row is bad, naming rows.<N>.<field>, and never the refused value", async () => {
    await createPerson(t, admin, "Taken", "Email", ["CREW"], { email: "taken@example.com" });
    const answer = await call(t, admin, "POST", "/People/Import", {
      rows: [
        good(1),
        { ...good(2), items: [{ section: "TaxId", data: { idKind: "SSN", taxId: "secret-abc-!!" } }] },
        personBody("No", "Kinds", []),
        personBody("Dup", "Email", ["CREW"], { email: "TAKEN@example.com" }),
        good(1),
      ],
    });
    const body = expectError(answer, 400, "InvalidData");
    expect(body.errors?.map((error) => error.field)).toEqual([
      "rows.2.items.0.data.taxId",
      "rows.3.kinds",
      "rows.4.email",
      "rows.5.personName",
      "rows.5.email",
    ]);
    expect(body.message).toBe("4 rows have problems (rows 2, 3, 4, 5); nothing was imported.");
    expect(JSON.stringify(body)).not.toContain("secret-abc");
    expect(await total()).toBe(1);
  });

  it("reports every row in a dry run, and imports all rows with their items, audited once each", async () => {
    const rows = [good(1), good(2), good(3)];
    const dry = PersonImportResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/People/Import", { rows, dryRun: true })),
    );
    expect(dry).toMatchObject({ dryRun: true, committed: false, created: 0, failed: 0 });
    expect(await total()).toBe(0);

    const done = PersonImportResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/People/Import", { rows })),
    );
    expect(done).toMatchObject({ dryRun: false, committed: true, created: 3, failed: 0 });
    const ids = done.rows.map((row) => row.id);
    expect(ids.every((id) => typeof id === "number")).toBe(true);
    const tax = await listPersonItems(t, admin, "TaxId", ids[1] as number);
    expect(tax.records[0]?.data["taxId"]).toBe("•••• 5678");
    const entries = await auditEntries(t, admin, "person.import");
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toContain(SSN);
    expect(entries[0]?.changes).toContainEqual({ field: "TaxId.taxId", from: "[hidden]", to: "[hidden]" });

    // The same people again are duplicates, unless confirmed.
    const again = await call(t, admin, "POST", "/People/Import", { rows: [good(1)] });
    expect(expectError(again, 400, "InvalidData").errors?.[0]?.message).toContain("has the same");
    const confirmed = await call(t, admin, "POST", "/People/Import", {
      rows: [good(1)],
      confirmDuplicates: true,
    });
    expect(PersonImportResultSchema.parse(expectOk(confirmed)).created).toBe(1);
    expect(await total()).toBe(4);
  });

  it("writes the good rows and reports the bad ones when not atomic", async () => {
    const answer = await call(t, admin, "POST", "/People/Import", {
      rows: [good(1), personBody("", "Nameless"), good(2)],
      atomic: false,
    });
    const result = PersonImportResultSchema.parse(expectOk(answer));
    expect(result).toMatchObject({ committed: true, created: 2, failed: 1 });
    expect(result.rows[1]).toMatchObject({ row: 2, id: null });
    expect(result.rows[1]?.errors[0]?.field).toBe("personName.firstName");
    expect(await total()).toBe(2);
  });
});
