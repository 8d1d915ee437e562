import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CompanySectionItemSchema } from "@rightsdesk/domain";
import { recordItems } from "../../db/schema.js";
import { FieldDecryptionError, FieldEncryption } from "../../records/field-encryption.js";
import { RecordItemService } from "../../records/record-items.js";
import {
  auditEntries,
  call,
  createRole,
  expectError,
  expectOk,
  signedInUser,
} from "../../testing/admin-fixtures.js";
import {
  TEST_ENCRYPTION_KEY,
  addItem,
  address,
  companyUser,
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

const bank = (accountNumber: string) => ({
  bankName: "First National",
  accountHolder: "Talent Reps LLC",
  routingNumber: "021000021",
  accountNumber,
  accountType: "CHECKING",
});

async function rawData(itemId: number): Promise<Record<string, unknown>> {
  const [row] = await t.database.db.select().from(recordItems).where(eq(recordItems.id, itemId));
  return row?.data ?? {};
}

describe(`company sections on ${testDatabaseKind()}`, () => {
  it("validates each field by the section's rules, naming data.<field>, and writes nothing", async () => {
    const company = await createCompany(t, admin, "Rules Agency");
    const answer = await call(t, admin, "POST", `/Company/Staff/Save/${company.id}`, {
      data: { firstName: "Ann", email: "not-an-address", phone: "call me" },
    });
    const errors = expectError(answer, 400, "InvalidData").errors ?? [];
    expect(errors.map((error) => error.field).sort()).toEqual(["data.email", "data.lastName", "data.phone"]);
    expect(errors.find((error) => error.field === "data.lastName")?.message).toBe("Enter the last name.");
    expect((await listItems(t, admin, "Staff", company.id)).totalRecords).toBe(0);
  });

  it("holds one item in a one-item section and refuses a second", async () => {
    const company = await createCompany(t, admin, "Single Tax Co");
    await addItem(t, admin, "BusinessTaxInfo", company.id, { classification: "C-CORP", taxId: "12-3456789" });
    const second = await call(t, admin, "POST", `/Company/BusinessTaxInfo/Save/${company.id}`, {
      data: { classification: "S-CORP", taxId: "98-7654321" },
    });
    expect(expectError(second, 400, "InvalidData").errors?.[0]?.field).toBe("section");
    expect((await listItems(t, admin, "BusinessTaxInfo", company.id)).totalRecords).toBe(1);
  });

  it("refuses a section the company's main type does not show", async () => {
    const hospital = await createCompany(t, admin, "General Hospital", "HOSPITAL");
    const answer = await call(t, admin, "POST", `/Company/Bank/Save/${hospital.id}`, {
      data: bank("12345678"),
    });
    const body = expectError(answer, 400, "InvalidData");
    expect(body.errors?.[0]?.field).toBe("section");
    expect(body.message).toContain("HOSPITAL");
    expectError(
      await call(t, admin, "POST", `/Company/Nonsense/GetAll/${hospital.id}`, {}),
      400,
      "InvalidData",
    );
  });

  it("encrypts sensitive values at rest and masks them for a role without the Sensitive data item", async () => {
    const company = await createCompany(t, admin, "Talent Reps LLC", "AGENT/REPRESENTATIVE");
    const item = await addItem(t, admin, "Bank", company.id, bank("000123456789"));
    expect(item.data["accountNumber"]).toBe("000123456789");
    const stored = await rawData(item.id);
    expect(JSON.stringify(stored)).not.toContain("123456789");
    expect(stored["accountNumber"]).toMatch(/^enc:v1:/);
    expect(stored["bankName"]).toBe("First National");

    const { token } = await companyUser(t, "clerk");
    const seen = await listItems(t, token, "Bank", company.id);
    expect(seen.canSeeSensitive).toBe(false);
    expect(seen.records[0]?.data["accountNumber"]).toBe("•••• 6789");
    expect((await listItems(t, admin, "Bank", company.id)).records[0]?.data["accountNumber"]).toBe(
      "000123456789",
    );

    const otherKey = FieldEncryption.withKey(Buffer.alloc(32, 9));
    const reading = new RecordItemService(t.database.db, otherKey).list(
      { type: "company", id: company.id },
      {
        key: "Bank",
        label: "Banks",
        itemLabel: "bank account",
        cardinality: "many",
        fields: [{ kind: "secret", name: "accountNumber", label: "Account number" }],
      },
      true,
    );
    await expect(reading).rejects.toBeInstanceOf(FieldDecryptionError);
  });

  it("keeps the stored value when the masked value comes back unchanged, and hides it in the logs", async () => {
    const company = await createCompany(t, admin, "Mask Keepers", "LOAN OUT CORPORATION");
    const item = await addItem(t, admin, "Bank", company.id, bank("555566667777"));
    const { token } = await companyUser(t, "editor");
    const [masked] = (await listItems(t, token, "Bank", company.id)).records;
    const saved = await call(t, token, "PUT", `/Company/Bank/${item.id}`, {
      data: { ...masked?.data, bankName: "Second National" },
      version: masked?.version,
    });
    expect(CompanySectionItemSchema.parse(expectOk(saved)).data).toMatchObject({
      bankName: "Second National",
      accountNumber: "•••• 7777",
    });
    const [full] = (await listItems(t, admin, "Bank", company.id)).records;
    expect(full?.data["accountNumber"]).toBe("555566667777");

    const changed = await call(t, admin, "PUT", `/Company/Bank/${item.id}`, {
      data: { ...full?.data, accountNumber: "999988887777" },
      version: full?.version,
    });
    expectOk(changed);
    const [update] = await auditEntries(t, admin, "company.bank.update").then((entries) => entries.slice(-1));
    expect(update?.changes).toEqual([{ field: "Bank.accountNumber", from: "[hidden]", to: "[hidden]" }]);
    const [created] = await auditEntries(t, admin, "company.bank.create");
    expect(JSON.stringify(created?.changes)).not.toContain("555566667777");

    const noStored = await call(t, admin, "POST", `/Company/Bank/Save/${company.id}`, {
      data: bank("•••• 1234"),
    });
    expect(expectError(noStored, 400, "InvalidData").errors?.[0]?.field).toBe("data.accountNumber");
  });

  it("shows sensitive values in full to a role with read on Company's Sensitive data item", async () => {
    const company = await createCompany(t, admin, "Open Books Inc", "AGENT/REPRESENTATIVE");
    await addItem(t, admin, "BusinessTaxInfo", company.id, { classification: "C-CORP", taxId: "12-3456789" });
    const role = await createRole(t, admin, "Payroll clerk", { Company: "rw" });
    expectOk(
      await call(t, admin, "POST", "/User/Role/Mutate", {
        id: role.id,
        version: role.version,
        name: role.name,
        moduleAccesses: [
          {
            name: "Company",
            accessPermission: { canRead: true, canWrite: true, canDelete: false },
            itemAccesses: [
              {
                name: "Sensitive data",
                module: { name: "Company" },
                accessPermission: { canRead: true, canWrite: false, canDelete: false },
              },
            ],
          },
        ],
      }),
    );
    const { token } = await signedInUser(t, admin, { userName: "payroll", roleId: role.id });
    const seen = await listItems(t, token, "BusinessTaxInfo", company.id);
    expect(seen.canSeeSensitive).toBe(true);
    expect(seen.records[0]?.data["taxId"]).toBe("12-3456789");
  });

  it("refuses a stale item update and keeps the item as it was", async () => {
    const company = await createCompany(t, admin, "Versioned Agency");
    const item = await addItem(t, admin, "Address", company.id, address("Miami"));
    expectOk(
      await call(t, admin, "PUT", `/Company/Address/${item.id}`, {
        data: address("Tampa"),
        version: item.version,
      }),
    );
    const stale = await call(t, admin, "PUT", `/Company/Address/${item.id}`, {
      data: address("Orlando"),
      version: item.version,
    });
    expect(expectError(stale, 400, "InvalidData").errors?.[0]?.field).toBe("version");
    const missing = await call(t, admin, "PUT", `/Company/Address/${item.id}`, { data: address("Orlando") });
    expect(expectError(missing, 400, "InvalidData").errors?.[0]?.field).toBe("version");
    expect((await listItems(t, admin, "Address", company.id)).records[0]?.data["city"]).toBe("Tampa");
  });

  it("checks company references: existing, of the listed type, not itself; and names them", async () => {
    const agency = await createCompany(t, admin, "Reference Agency");
    const vendor = await createCompany(t, admin, "Payroll Plus", "VENDOR");
    const advertiser = await createCompany(t, admin, "Soda Pop Co", "ADVERTISER");
    const save = (section: string, data: Record<string, unknown>) =>
      call(t, admin, "POST", `/Company/${section}/Save/${agency.id}`, { data });
    const missing = expectError(await save("PayrollVendor", { vendorId: 9999 }), 400, "InvalidData");
    expect(missing.errors?.[0]).toEqual({
      field: "data.vendorId",
      message: "There is no company with id 9999.",
    });
    const wrongType = expectError(
      await save("PayrollVendor", { vendorId: advertiser.id }),
      400,
      "InvalidData",
    );
    expect(wrongType.errors?.[0]?.message).toContain("VENDOR");
    const itself = expectError(
      await save("SignatoryVendor", { vendorId: agency.id, union: "SAG AFTRA" }),
      400,
      "InvalidData",
    );
    expect(itself.errors?.[0]?.field).toBe("data.vendorId");
    const linked = CompanySectionItemSchema.parse(
      expectOk(await save("PayrollVendor", { vendorId: vendor.id })),
    );
    expect(linked.labels).toEqual({ vendorId: "Payroll Plus" });
    const [logged] = await auditEntries(t, admin, "company.payrollVendor.create");
    expect(logged?.changes).toContainEqual({
      field: "PayrollVendor.vendorId",
      from: null,
      to: `Payroll Plus (${vendor.recordId})`,
    });
  });

  it("deletes an item and keeps the list city on the primary address", async () => {
    const company = await createCompany(t, admin, "Two Offices");
    const mailing = await addItem(t, admin, "Address", company.id, address("Reno", "MAILING"));
    const primary = await addItem(t, admin, "Address", company.id, address("Las Vegas"));
    const city = async () =>
      (expectOk(await call(t, admin, "POST", "/Company/GetBy", {})) as { records: { city: string | null }[] })
        .records[0]?.city;
    expect(await city()).toBe("Las Vegas");
    expectOk(await call(t, admin, "DELETE", `/Company/Address/${primary.id}`));
    expect(await city()).toBe("Reno");
    expectOk(await call(t, admin, "DELETE", `/Company/Address/${mailing.id}`));
    expect(await city()).toBeNull();
    expectError(await call(t, admin, "DELETE", `/Company/Address/${mailing.id}`), 404, "NotFound");
    expect(
      (await auditEntries(t, admin, "company.address.delete")).map((entry) => entry.changes.length),
    ).toEqual([6, 6]);
  });
});
