import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PersonRevealResultSchema } from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY } from "../../testing/company-fixtures.js";
import { addPersonItem, createPerson, listPersonItems, peopleUser } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp({ RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY }),
  (app) => ({ t, admin } = app),
);

const SSN = "987-65-4321";
const ACCOUNT = "000123456789";

const bank = (accountNumber: string) => ({
  bankName: "Tidewell Savings Bank",
  accountHolder: "Rosa Quintero",
  routingNumber: "021000021",
  accountNumber,
  accountType: "CHECKING",
});

describe(`people's sensitive values on ${testDatabaseKind()}`, () => {
  it("stores them encrypted and answers them masked to everyone, the root user included", async () => {
    const person = await createPerson(t, admin, "Rosa", "Quintero", ["TALENT"]);
    const tax = await addPersonItem(t, admin, "TaxId", person.id, { idKind: "SSN", taxId: SSN });
    expect(tax.data["taxId"]).toBe("•••• 4321");
    await addPersonItem(t, admin, "Bank", person.id, bank(ACCOUNT));
    const listed = await listPersonItems(t, admin, "Bank", person.id);
    expect(listed.canReveal).toBe(true);
    expect(listed.records[0]?.data["accountNumber"]).toBe("•••• 6789");

    const stored = (await t.database.db.execute(
      sql`select data::text as data from record_items where owner_type = 'person'`,
    )) as unknown as { rows: { data: string }[] };
    const text = stored.rows.map((row) => row.data).join("\n");
    expect(text).toContain("enc:v1:");
    expect(text).not.toContain("4321");
    expect(text).not.toContain(ACCOUNT);

    const clerk = await peopleUser(t, "clerk");
    expect((await listPersonItems(t, clerk.token, "TaxId", person.id)).canReveal).toBe(false);

    // Sent back masked, the stored value is kept.
    const kept = await call(t, admin, "PUT", `/People/Bank/${listed.records[0]?.id}`, {
      data: { ...bank("•••• 6789"), accountType: "SAVINGS" },
      version: listed.records[0]?.version,
    });
    expectOk(kept);
    const reveal = await call(t, admin, "POST", `/People/Bank/Reveal/${listed.records[0]?.id}`, {
      field: "accountNumber",
    });
    expect(PersonRevealResultSchema.parse(expectOk(reveal)).value).toBe(ACCOUNT);
  });

  it("reveals a value to a role with People's Sensitive data item, audited without the value", async () => {
    const person = await createPerson(t, admin, "Jonah", "Whitaker", ["TALENT"]);
    const tax = await addPersonItem(t, admin, "TaxId", person.id, { idKind: "SSN", taxId: SSN });
    const payroll = await peopleUser(t, "payroll", { rights: "read", sensitive: true });
    const clerk = await peopleUser(t, "clerk");

    const answer = await call(t, payroll.token, "POST", `/People/TaxId/Reveal/${tax.id}`, { field: "taxId" });
    expect(PersonRevealResultSchema.parse(expectOk(answer))).toEqual({ field: "taxId", value: SSN });

    const refused = await call(t, clerk.token, "POST", `/People/taxid/Reveal/${tax.id}`, { field: "taxId" });
    const body = expectError(refused, 403, "Unauthorized");
    expect(body.errorCode).toBe(6);
    expect(JSON.stringify(body)).not.toContain("4321");

    const notSecret = await call(t, payroll.token, "POST", `/People/TaxId/Reveal/${tax.id}`, {
      field: "idKind",
    });
    expect(expectError(notSecret, 400, "InvalidData").errors?.[0]?.field).toBe("field");
    expectError(
      await call(t, payroll.token, "POST", "/People/TaxId/Reveal/99999", { field: "taxId" }),
      404,
      "NotFound",
    );

    const reveals = await auditEntries(t, admin, "person.reveal");
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({
      actorUserName: "payroll",
      entityType: "person",
      entityId: String(person.id),
      changes: [{ field: "revealed", from: null, to: "TaxId.taxId" }],
    });
    const everything = JSON.stringify([...(await auditEntries(t, admin, "person.taxId.create")), ...reveals]);
    expect(everything).toContain("[hidden]");
    expect(everything).not.toContain(SSN);
    expect(everything).not.toContain("654321");
  });

  it("never echoes a refused sensitive value in an error", async () => {
    const person = await createPerson(t, admin, "Keiko", "Lindqvist", ["TALENT"]);
    const bad = await call(t, admin, "POST", `/People/Bank/Save/${person.id}`, {
      data: bank("12ab-secret-99"),
    });
    const body = expectError(bad, 400, "InvalidData");
    expect(body.errors?.[0]?.field).toBe("data.accountNumber");
    expect(JSON.stringify(body)).not.toContain("12ab-secret-99");
  });
});
