import { describe, expect, it } from "vitest";
import { CompanyImportResultSchema, CompanyListResultSchema } from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import {
  TEST_ENCRYPTION_KEY,
  address,
  companyBody,
  createCompany,
  listItems,
} from "../../testing/company-fixtures.js";
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
  CompanyListResultSchema.parse(expectOk(await call(t, admin, "POST", "/Company/GetBy", {}))).totalRecords;

const importRows = (rows: unknown[], options: Record<string, unknown> = {}) =>
  call(t, admin, "POST", "/Company/Import", { rows, ...options });

/** Rows 1, 2 and 4 are good; row 3 has no legal name and a bad type; row 5 repeats row 1. */
const mixedRows = () => [
  { ...companyBody("Import One", "VENDOR"), items: [{ section: "Address", data: address("Seattle") }] },
  companyBody("Import Two", "ADVERTISER"),
  { companyNames: [""], companyType: { mainType: "SPACESHIP" } },
  companyBody("Import Four", "LOCATION"),
  companyBody("IMPORT ONE", "VENDOR"),
];

describe(`company import on ${testDatabaseKind()}`, () => {
  it("writes nothing when one row is bad, naming rows.<N>.<field>", async () => {
    await createCompany(t, admin, "Already Here", "VENDOR");
    const rows = [
      companyBody("Fine Row", "VENDOR"),
      companyBody("already here", "VENDOR"),
      companyBody("Fine Two", "VENDOR"),
    ];
    const body = expectError(await importRows(rows), 400, "InvalidData");
    expect(body.errors).toEqual([
      { field: "rows.2.companyNames.0", message: "A VENDOR company named already here already exists." },
    ]);
    expect(body.message).toContain("row 2");
    expect(body.message).toContain("nothing was imported");
    expect(await total()).toBe(1);

    const mixed = expectError(await importRows(mixedRows()), 400, "InvalidData");
    const fields = mixed.errors?.map((error) => error.field) ?? [];
    expect(fields).toEqual(
      expect.arrayContaining([
        "rows.3.companyNames.0",
        "rows.3.companyType.mainType",
        "rows.5.companyNames.0",
      ]),
    );
    expect(fields.some((field) => /^rows\.[124]\./.test(field))).toBe(false);
    expect(await total()).toBe(1);
    expect(await auditEntries(t, admin, "company.import")).toEqual([]);
  });

  it("reports every row in a dry run and writes nothing", async () => {
    const result = CompanyImportResultSchema.parse(expectOk(await importRows(mixedRows(), { dryRun: true })));
    expect(result).toMatchObject({ dryRun: true, committed: false, created: 0, failed: 2 });
    expect(result.rows.map((row) => row.errors.length > 0)).toEqual([false, false, true, false, true]);
    expect(result.rows[4]?.errors[0]?.message).toContain("Row 1");
    expect(await total()).toBe(0);
  });

  it("writes the good rows and reports the bad ones when not atomic", async () => {
    const result = CompanyImportResultSchema.parse(
      expectOk(await importRows(mixedRows(), { atomic: false })),
    );
    expect(result).toMatchObject({ dryRun: false, committed: true, created: 3, failed: 2 });
    expect(result.rows.map((row) => row.id !== null)).toEqual([true, true, false, true, false]);
    expect(await total()).toBe(3);
    const first = result.rows[0]?.id as number;
    expect((await listItems(t, admin, "Address", first)).records[0]?.data["city"]).toBe("Seattle");
    const listed = CompanyListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Company/GetBy", {
          filters: [{ property: "city", operator: "eq", value: "Seattle" }],
        }),
      ),
    );
    expect(listed.records.map((row) => row.id)).toEqual([first]);
    expect((await auditEntries(t, admin, "company.import")).map((entry) => entry.entityId).sort()).toEqual(
      result.rows.flatMap((row) => (row.id === null ? [] : [String(row.id)])).sort(),
    );
  });

  it("imports 5,000 rows with an address each in one call (over the 1 MiB default body), all or nothing", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      ...companyBody(
        `Bulk Company ${String(index + 1).padStart(5, "0")}`,
        index % 2 === 0 ? "VENDOR" : "ADVERTISER",
      ),
      items: [
        {
          section: "Address",
          data: {
            type: "PRIMARY",
            line1: `${index + 1} Commerce Street, Suite 400`,
            city: "Austin",
            state: "TX",
            postalCode: "78701",
            country: "United States",
          },
        },
      ],
    }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const result = CompanyImportResultSchema.parse(expectOk(await importRows(rows)));
    expect(result).toMatchObject({ committed: true, created: 5000, failed: 0 });
    expect(new Set(result.rows.map((row) => row.id)).size).toBe(5000);
    expect(await total()).toBe(5000);
    const again = expectError(await importRows(rows.slice(0, 3)), 400, "InvalidData");
    expect(again.errors?.map((error) => error.field)).toEqual([
      "rows.1.companyNames.0",
      "rows.2.companyNames.0",
      "rows.3.companyNames.0",
    ]);
  });
});
