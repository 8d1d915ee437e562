import { describe, expect, it } from "vitest";
import { CompanyListResultSchema, CompanyRecordSchema, type CompanyRecord } from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import {
  TEST_ENCRYPTION_KEY,
  addItem,
  address,
  companyBody,
  companyUser,
  createCompany,
  getCompany,
  listItems,
  staff,
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

const list = async (body: unknown, archived = false) =>
  CompanyListResultSchema.parse(
    expectOk(await call(t, admin, "POST", archived ? "/Company/Archive/GetBy" : "/Company/GetBy", body)),
  );

describe(`companies on ${testDatabaseKind()}`, () => {
  it("creates an ad agency with an address and two staff in one call", async () => {
    const answer = await call(t, admin, "POST", "/Company", {
      companyNames: ["Bright Spark Advertising LLC", "Bright Spark", ""],
      companyType: { mainType: "AD AGENCY" },
      items: [
        { section: "address", data: address("Los Angeles") },
        { section: "Staff", data: staff("Ann", "Lee") },
        { section: "Staff", data: staff("Bo", "Chen") },
      ],
    });
    const company = CompanyRecordSchema.parse(expectOk(answer));
    expect(company).toMatchObject({
      recordId: `CY${String(company.id).padStart(4, "0")}`,
      companyNames: ["Bright Spark Advertising LLC", "Bright Spark", null],
      companyType: { mainType: "AD AGENCY", subType: null },
      country: "USA",
      status: "ACTIVE",
      createdBy: "sysadmin",
      version: 1,
    });
    expect(
      (await listItems(t, admin, "Address", company.id)).records.map((item) => item.data["city"]),
    ).toEqual(["Los Angeles"]);
    const people = await listItems(t, admin, "staff", company.id);
    expect(people.records.map((item) => item.data["lastName"])).toEqual(["Lee", "Chen"]);
    const [row] = (await list({})).records;
    expect(row).toMatchObject({
      id: company.id,
      city: "Los Angeles",
      legalName: "Bright Spark Advertising LLC",
    });
    const actions = (await auditEntries(t, admin, "company.create")).map((entry) => entry.entityId);
    expect(actions).toEqual([String(company.id)]);
    expect(await auditEntries(t, admin, "company.staff.create")).toHaveLength(2);
  });

  it("creates nothing when one first item is bad, and names it", async () => {
    const answer = await call(t, admin, "POST", "/Company", {
      ...companyBody("Half Done Inc"),
      items: [
        { section: "Address", data: address("Denver") },
        { section: "Staff", data: { firstName: "No last name" } },
        { section: "Bank", data: {} },
      ],
    });
    const fields = expectError(answer, 400, "InvalidData").errors?.map((error) => error.field);
    expect(fields).toContain("items.1.data.lastName");
    expect(fields).toContain("items.2.section");
    expect((await list({})).totalRecords).toBe(0);
  });

  it("lists with a contains filter, sort and paging, and refuses an unknown field", async () => {
    for (const name of ["Acme East", "Blue Acme", "Zeta Works", "acme west", "Acme North"]) {
      await createCompany(t, admin, name);
    }
    const page = await list({
      filters: [{ property: "legalName", operator: "cn", value: "ACME" }],
      sortField: "legalName",
      sortDescending: true,
      pageSize: 2,
      pageNumber: 1,
    });
    expect(page.totalRecords).toBe(4);
    expect(page.records.map((row) => row.legalName)).toEqual(["Acme North", "Acme East"]);

    const unknown = await call(t, admin, "POST", "/Company/GetBy", {
      filters: [{ property: "nickname", operator: "eq", value: "x" }],
    });
    const body = expectError(unknown, 400, "InvalidData");
    expect(body.errors?.[0]?.field).toBe("filters.0.property");
    expect(body.errors?.[0]?.message).toContain("nickname");
    expect((await list({})).totalRecords).toBe(5);
  });

  it("refuses a legal name already used by a company of the same main type, whatever its case", async () => {
    await createCompany(t, admin, "Northwind Media");
    const twin = await call(t, admin, "POST", "/Company", companyBody("NORTHWIND media"));
    expect(expectError(twin, 409, "DuplicateName").errors?.[0]?.field).toBe("companyNames.0");
    await createCompany(t, admin, "Northwind Media", "ADVERTISER");
    expect((await list({})).totalRecords).toBe(2);
  });

  it("takes back a company as it was answered (null names and sub type) as an update", async () => {
    const company = await createCompany(t, admin, "Round Trip Media", "HOSPITAL");
    expect(company.companyNames).toEqual(["Round Trip Media", null, null]);
    expect(company.companyType.subType).toBeNull();
    const { id, version, companyNames, companyType, country, status, parentCompanyId } = company;
    const saved = CompanyRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Company/${id}`, {
          companyNames,
          companyType,
          country,
          status,
          parentCompanyId,
          version,
        }),
      ),
    );
    expect(saved.version).toBe(version + 1);
  });

  it("refuses a stale update and leaves the company as it was", async () => {
    const company = await createCompany(t, admin, "Stale Studios", "PRODUCTION COMPANY");
    const update = (legalName: string, version: number) =>
      call(t, admin, "PUT", `/Company/${company.id}`, {
        ...companyBody(legalName, "PRODUCTION COMPANY"),
        version,
      });
    expect(CompanyRecordSchema.parse(expectOk(await update("Fresh Studios", 1))).version).toBe(2);
    const stale = expectError(await update("Old Studios", 1), 400, "InvalidData");
    expect(stale.errors?.[0]?.field).toBe("version");
    expect((await getCompany(t, admin, company.id)).companyNames[0]).toBe("Fresh Studios");
  });

  it("changes the main type only when the new type shows every section with items", async () => {
    const company = await createCompany(t, admin, "Switch Co", "AGENT/REPRESENTATIVE");
    await addItem(t, admin, "Bank", company.id, {
      bankName: "First Bank",
      accountHolder: "Switch Co",
      accountNumber: "123456789",
    });
    const refused = await call(t, admin, "PUT", `/Company/${company.id}`, {
      ...companyBody("Switch Co", "CASTING COMPANY"),
      version: company.version,
    });
    const body = expectError(refused, 400, "InvalidData");
    expect(body.errors?.[0]?.field).toBe("companyType.mainType");
    expect(body.message).toContain("banks");
    const hospital = await call(t, admin, "PUT", `/Company/${company.id}`, {
      ...companyBody("Switch Co", "AGENT/REPRESENTATIVE", {
        companyType: { mainType: "AGENT/REPRESENTATIVE", subType: "LAW FIRM" },
      }),
      version: company.version,
    });
    expect(CompanyRecordSchema.parse(expectOk(hospital)).companyType.subType).toBe("LAW FIRM");
  });

  it("checks the parent company: it exists, is not the company, and makes no loop", async () => {
    const top = await createCompany(t, admin, "Holding Group", "ADVERTISER");
    const child = await createCompany(t, admin, "Holding Division", "DIVISION", { parentCompanyId: top.id });
    expect(child.parentCompanyName).toBe("Holding Group");
    const missing = await call(
      t,
      admin,
      "POST",
      "/Company",
      companyBody("Orphan", "DIVISION", { parentCompanyId: 999 }),
    );
    expect(expectError(missing, 400, "InvalidData").errors?.[0]?.field).toBe("parentCompanyId");
    const update = (parentCompanyId: number) =>
      call(t, admin, "PUT", `/Company/${top.id}`, {
        ...companyBody("Holding Group", "ADVERTISER"),
        parentCompanyId,
        version: 1,
      });
    expect(expectError(await update(top.id), 400, "InvalidData").errors?.[0]?.message).toContain(
      "its own parent",
    );
    expect(expectError(await update(child.id), 400, "InvalidData").errors?.[0]?.message).toContain("below");
  });

  it("archives and restores, refusing the same move twice and changes while archived", async () => {
    const company = await createCompany(t, admin, "Dormant Films", "PRODUCTION COMPANY");
    const archived = CompanyRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/Company/Archive/${company.id}`, {})),
    );
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.archivedBy).toBe("sysadmin");
    expect((await list({})).totalRecords).toBe(0);
    expect((await list({}, true)).records.map((row) => row.id)).toEqual([company.id]);
    expect(
      expectError(await call(t, admin, "POST", `/Company/Archive/${company.id}`, {}), 400, "InvalidData")
        .message,
    ).toContain("already archived");
    const change = await call(t, admin, "PUT", `/Company/${company.id}`, {
      ...companyBody("Dormant Films 2", "PRODUCTION COMPANY"),
      version: archived.version,
    });
    expect(expectError(change, 400, "InvalidData").message).toBe("Restore the company before changing it.");
    const note = await call(t, admin, "POST", `/Company/Note/Save/${company.id}`, {
      data: { noteType: "Notes", text: "hello" },
    });
    expect(expectError(note, 400, "InvalidData").message).toBe("Restore the company before changing it.");

    const restored = CompanyRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/Company/Restore/${company.id}`, {})),
    );
    expect(restored.archivedAt).toBeNull();
    expect((await list({})).totalRecords).toBe(1);
    expectError(await call(t, admin, "POST", `/Company/Restore/${company.id}`, {}), 400, "InvalidData");
    expect((await auditEntries(t, admin, "company.archive")).length).toBe(1);
    expect((await auditEntries(t, admin, "company.restore")).length).toBe(1);
  });

  it("deletes only archived companies nothing points at, with their items", async () => {
    const advertiser = await createCompany(t, admin, "Fizzy Drinks", "ADVERTISER");
    const agency = await createCompany(t, admin, "Pop Agency");
    const division = await createCompany(t, admin, "Fizzy West", "DIVISION", {
      parentCompanyId: advertiser.id,
    });
    await addItem(t, admin, "Advertiser", agency.id, { advertiserId: advertiser.id });
    await addItem(t, admin, "Address", advertiser.id, address("Austin"));

    const active = await call(t, admin, "DELETE", `/Company/${advertiser.id}`);
    expect(expectError(active, 400, "InvalidData").message).toContain("Archive");
    expectOk(await call(t, admin, "POST", `/Company/Archive/${advertiser.id}`, {}));
    const used = expectError(
      await call(t, admin, "DELETE", `/Company/${advertiser.id}`),
      409,
      "DependencyError",
    );
    expect(used.errors?.map((error) => error.message)).toEqual([
      "Fizzy West (its parent company)",
      "Pop Agency (Advertisers)",
    ]);

    const [link] = (await listItems(t, admin, "Advertiser", agency.id)).records;
    expectOk(await call(t, admin, "DELETE", `/Company/Advertiser/${link?.id}`));
    expectOk(
      await call(t, admin, "PUT", `/Company/${division.id}`, {
        ...companyBody("Fizzy West", "DIVISION"),
        version: division.version,
      }),
    );
    expect(expectOk(await call(t, admin, "DELETE", `/Company/${advertiser.id}`))).toEqual({ done: true });
    expectError(await call(t, admin, "POST", `/Company/GetById/${advertiser.id}`, {}), 404, "NotFound");
    const items = await t.database.db.query.recordItems.findMany();
    expect(items.every((item) => item.ownerId !== advertiser.id)).toBe(true);
    expect((await auditEntries(t, admin, "company.delete"))[0]?.entityId).toBe(String(advertiser.id));
  });

  it("shows each change in the company's logs with old and new values and the request headers", async () => {
    const company = await createCompany(t, admin, "Logbook Inc", "VENDOR");
    await call(t, admin, "PUT", `/Company/${company.id}`, {
      ...companyBody("Logbook Incorporated", "VENDOR"),
      version: 1,
    });
    const item = await addItem(t, admin, "Address", company.id, address("Boston"));
    const moved = await t.call({
      method: "PUT",
      path: `/Company/Address/${item.id}`,
      token: admin,
      body: { data: { ...address("Chicago") }, version: item.version },
      headers: { "x-visitor-id": "visitor-42" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await createCompany(t, admin, "Someone Else", "VENDOR");

    const logs = expectOk(
      await call(t, admin, "POST", `/Company/Logs/GetBy/${company.id}`, {
        sortField: "id",
        sortDescending: true,
      }),
    ) as {
      totalRecords: number;
      records: { action: string; changes: unknown[]; context: Record<string, string> }[];
    };
    expect(logs.records.map((entry) => entry.action)).toEqual([
      "company.address.update",
      "company.address.create",
      "company.update",
      "company.create",
    ]);
    expect(logs.records[0]?.changes).toEqual([{ field: "Address.city", from: "Boston", to: "Chicago" }]);
    expect(logs.records[2]?.changes).toEqual([
      { field: "legalName", from: "Logbook Inc", to: "Logbook Incorporated" },
    ]);
    expect(Object.values(logs.records[0]?.context ?? {})).toContain("visitor-42");
    const cities = (await list({ filters: [{ property: "city", operator: "eq", value: "chicago" }] }))
      .records;
    expect(cities.map((row) => row.id)).toEqual([company.id]);
  });

  it("lets a read-only role list and read, and refuses its writes", async () => {
    const company = await createCompany(t, admin, "Readable Co");
    const { token } = await companyUser(t, "reader", "read");
    expect(expectOk(await call(t, token, "POST", "/Company/GetBy", {}))).toMatchObject({ totalRecords: 1 });
    expect(expectOk(await call(t, token, "POST", `/Company/GetById/${company.id}`, {}))).toMatchObject({
      id: company.id,
    });
    expectOk(await call(t, token, "POST", `/Company/Address/GetAll/${company.id}`, {}));
    const refusals = [
      await call(t, token, "POST", "/Company", companyBody("Nope")),
      await call(t, token, "PUT", `/Company/${company.id}`, { ...companyBody("Nope"), version: 1 }),
      await call(t, token, "POST", `/Company/Address/Save/${company.id}`, { data: address("Nowhere") }),
      await call(t, token, "POST", `/Company/Archive/${company.id}`, {}),
      await call(t, token, "GET", `/Company/LockCompany/${company.id}`),
      await call(t, token, "POST", "/Company/Import", { rows: [companyBody("Nope")] }),
    ];
    for (const refusal of refusals) expectError(refusal, 403, "Unauthorized");
    expect((await getCompany(t, admin, company.id)).companyNames[0]).toBe("Readable Co");
  });

  it("looks companies up by any of their names, active ones only unless asked by record id", async () => {
    const vendor = await createCompany(t, admin, "Paychex Payroll", "VENDOR", {
      companyNames: ["Paychex Payroll", "PCX", "Payday Services"],
    });
    await createCompany(t, admin, "Payday Agency");
    const old: CompanyRecord = await createCompany(t, admin, "Payday Old", "VENDOR");
    expectOk(await call(t, admin, "POST", `/Company/Archive/${old.id}`, {}));
    const lookup = async (body: unknown) =>
      (
        expectOk(await call(t, admin, "POST", "/Company/Lookup", body)) as { id: number; archived: boolean }[]
      ).map((row) => row.id);
    expect(await lookup({ search: "payday" })).toEqual(expect.arrayContaining([vendor.id]));
    expect(await lookup({ search: "payday" })).not.toContain(old.id);
    expect(await lookup({ search: "payday", mainTypes: ["VENDOR"] })).toEqual([vendor.id]);
    expect(await lookup({ search: `cy${String(old.id).padStart(4, "0")}` })).toEqual([old.id]);
  });

  it("lists the clients that name a vendor as their payroll vendor", async () => {
    const vendor = await createCompany(t, admin, "Cast & Crew Payroll", "VENDOR");
    const client = await createCompany(t, admin, "Client Agency");
    await createCompany(t, admin, "Other Agency");
    await addItem(t, admin, "PayrollVendor", client.id, { vendorId: vendor.id, effectiveOn: "2025-01-01" });
    expect(expectOk(await call(t, admin, "POST", `/Company/PayrollVendor/Clients/${vendor.id}`, {}))).toEqual(
      [{ id: client.id, legalName: "Client Agency", mainType: "AD AGENCY", effectiveOn: "2025-01-01" }],
    );
  });
});
