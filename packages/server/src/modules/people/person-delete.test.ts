import { describe, expect, it } from "vitest";
import { PersonDependantSchema } from "@rightsdesk/domain";
import { z } from "zod";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY, createCompany, getCompany } from "../../testing/company-fixtures.js";
import {
  addPersonItem,
  bornYearsAgo,
  createPerson,
  getPerson,
  listPersonItems,
} from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
const now = new Date("2025-06-02T10:00:00Z");
useSignedInApp(
  () => createTestApp({ RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY }),
  (app) => ({ t, admin } = app),
  { now },
);

const dependantsOf = async (id: number) =>
  z.array(PersonDependantSchema).parse(expectOk(await call(t, admin, "GET", `/People/Dependants/${id}`)));

describe(`deleting people on ${testDatabaseKind()}`, () => {
  it("refuses while other records point at the person (code 7, each listed), and changes nothing", async () => {
    const mother = await createPerson(t, admin, "Hana", "Park", ["STAFF"]);
    const mia = await createPerson(t, admin, "Mia", "Park", ["TALENT"], {
      dateOfBirth: bornYearsAgo(now, 12),
    });
    const leo = await createPerson(t, admin, "Leo", "Park", ["TALENT"]);
    await addPersonItem(t, admin, "Guardian", mia.id, {
      role: "MOTHER",
      name: "Hana Park",
      personId: mother.id,
    });
    const relation = await addPersonItem(t, admin, "Relationship", leo.id, {
      personId: mother.id,
      relation: "MOTHER",
    });
    await addPersonItem(t, admin, "Address", mother.id, {
      type: "HOME",
      line1: "3 Pine Road",
      city: "Glendale",
    });

    const unarchived = await call(t, admin, "DELETE", `/People/${mother.id}`);
    expect(expectError(unarchived, 400, "InvalidData").message).toContain("Archive");
    expectOk(await call(t, admin, "POST", `/People/Archive/${mother.id}`, {}));
    const before = await getPerson(t, admin, mother.id);

    expect(await dependantsOf(mother.id)).toEqual([
      {
        entityType: "person",
        entityId: leo.id,
        recordId: leo.recordId,
        name: "Leo Park",
        via: "Relationships: Related person",
      },
      {
        entityType: "person",
        entityId: mia.id,
        recordId: mia.recordId,
        name: "Mia Park",
        via: "Parents and guardians: Person record",
      },
    ]);
    const refused = await call(t, admin, "DELETE", `/People/${mother.id}`);
    const body = expectError(refused, 409, "DependencyError");
    expect(body.errorCode).toBe(7);
    expect(body.errors).toEqual([
      { field: "dependants", message: `Leo Park (${leo.recordId}) — Relationships` },
      { field: "dependants", message: `Mia Park (${mia.recordId}) — Parents and guardians` },
    ]);
    expect(await getPerson(t, admin, mother.id)).toEqual(before);
    expect((await listPersonItems(t, admin, "Address", mother.id)).totalRecords).toBe(1);
    expect(await auditEntries(t, admin, "person.delete")).toHaveLength(0);

    expectOk(await call(t, admin, "DELETE", `/People/Relationship/${relation.id}`));
    const [guardian] = (await listPersonItems(t, admin, "Guardian", mia.id)).records;
    expectOk(await call(t, admin, "DELETE", `/People/Guardian/${guardian?.id}`));
    expect(await dependantsOf(mother.id)).toEqual([]);
    expectOk(await call(t, admin, "DELETE", `/People/${mother.id}`));
    expectError(await call(t, admin, "POST", `/People/GetById/${mother.id}`, {}), 404, "NotFound");
    const [deleted] = await auditEntries(t, admin, "person.delete");
    expect(deleted?.changes).toContainEqual({ field: "lastName", from: "Park", to: null });
  });

  it("keeps a company a person's loan-out, representation or payroll id points at", async () => {
    const loanOut = await createCompany(t, admin, "Rosa Quintero Productions, Inc.", "LOAN OUT CORPORATION");
    const agency = await createCompany(t, admin, "Stellan Ross Talent Agency", "AGENT/REPRESENTATIVE");
    const vendor = await createCompany(t, admin, "Ledgerline Talent Payroll", "VENDOR");
    const rosa = await createPerson(t, admin, "Rosa", "Quintero", ["TALENT"]);
    await addPersonItem(t, admin, "LoanOut", rosa.id, {
      companyId: loanOut.id,
      role: "OWNER",
      isDefault: true,
    });
    await addPersonItem(t, admin, "AgentContact", rosa.id, { kind: "TALENT AGENT", companyId: agency.id });
    await addPersonItem(t, admin, "PayrollVendorId", rosa.id, { vendorId: vendor.id, employeeId: "LL-0042" });

    for (const company of [loanOut, agency, vendor]) {
      expectOk(await call(t, admin, "POST", `/Company/Archive/${company.id}`, {}));
      const refused = expectError(
        await call(t, admin, "DELETE", `/Company/${company.id}`),
        409,
        "DependencyError",
      );
      expect(refused.errors).toHaveLength(1);
      expect(refused.errors?.[0]?.message).toMatch(new RegExp(`^Rosa Quintero \\(${rosa.recordId}\\) — `));
      expect((await getCompany(t, admin, company.id)).archivedAt).not.toBeNull();
    }
    const wrongType = await call(t, admin, "POST", `/People/LoanOut/Save/${rosa.id}`, {
      data: { companyId: agency.id, role: "OWNER" },
    });
    expect(expectError(wrongType, 400, "InvalidData").errors?.[0]?.field).toBe("data.companyId");
  });
});
