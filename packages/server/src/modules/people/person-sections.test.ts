import { describe, expect, it } from "vitest";
import { PersonSectionItemSchema } from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY, createCompany } from "../../testing/company-fixtures.js";
import {
  addPersonItem,
  bornYearsAgo,
  createPerson,
  homeAddress,
  listPersonItems,
  peopleUser,
  personBody,
} from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
const now = new Date("2025-06-02T10:00:00Z");
useSignedInApp(
  () =>
    createTestApp({ RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, RIGHTSDESK_ACCESS_TOKEN_MINUTES: "120" }),
  (app) => ({ t, admin } = app),
  { now },
);

const guardian = (personId?: number) => ({
  role: "MOTHER",
  name: "Hana Park",
  signsContracts: true,
  ...(personId === undefined ? {} : { personId }),
});

describe(`person sections on ${testDatabaseKind()}`, () => {
  it("shows each section only to the kinds that have it, and minors-only sections only to minors", async () => {
    const crew = await createPerson(t, admin, "Cam", "Crew", ["CREW"]);
    const talent = await createPerson(t, admin, "Tia", "Talent", ["TALENT"]);
    const child = await createPerson(t, admin, "Mia", "Park", ["TALENT"], {
      dateOfBirth: bornYearsAgo(now, 12),
    });

    const loanOut = await call(t, admin, "POST", `/People/LoanOut/GetAll/${crew.id}`, {});
    expect(expectError(loanOut, 400, "InvalidData").errors?.[0]).toEqual({
      field: "section",
      message: "A person who is crew has no loan-out corporations section.",
    });
    expect((await listPersonItems(t, admin, "LoanOut", talent.id)).totalRecords).toBe(0);
    expect((await listPersonItems(t, admin, "TravelInfo", crew.id)).totalRecords).toBe(0);

    const adultGuardian = await call(t, admin, "POST", `/People/Guardian/Save/${talent.id}`, {
      data: guardian(),
    });
    expect(expectError(adultGuardian, 400, "InvalidData").message).toContain("minors only");
    await addPersonItem(t, admin, "Guardian", child.id, guardian());
    await addPersonItem(t, admin, "WorkPermit", child.id, {
      permitNumber: "CA-WP-2025-0042",
      issuingState: "CA",
      expiresOn: "2026-01-31",
    });
    expect((await listPersonItems(t, admin, "WorkPermit", child.id)).totalRecords).toBe(1);

    // A birth date that makes her an adult would hide her guardians: refused until they are removed.
    const older = await call(t, admin, "PUT", `/People/${child.id}`, {
      ...personBody("Mia", "Park", ["TALENT"], { dateOfBirth: "1990-01-01" }),
      version: child.version,
    });
    expect(expectError(older, 400, "InvalidData").errors?.map((error) => error.field)).toEqual([
      "dateOfBirth",
      "dateOfBirth",
    ]);
    const crewOnly = await call(t, admin, "PUT", `/People/${talent.id}`, {
      ...personBody("Tia", "Talent", ["CREW"]),
      version: talent.version,
    });
    expectOk(crewOnly);
  });

  it("checks person references: existing, active, of the listed kind, not the person; and names them", async () => {
    const child = await createPerson(t, admin, "Mia", "Park", ["TALENT"], {
      dateOfBirth: bornYearsAgo(now, 12),
    });
    const mother = await createPerson(t, admin, "Hana", "Park", ["STAFF"]);
    const agent = await createPerson(t, admin, "Ray", "Agent", ["AGENT"]);
    const agency = await createCompany(t, admin, "Bright Talent Agency", "AGENT/REPRESENTATIVE");
    const at = (answer: { status: number; body: unknown }) =>
      expectError(answer, 400, "InvalidData").errors?.map((error) => [error.field, error.message]);

    expect(
      at(await call(t, admin, "POST", `/People/Guardian/Save/${child.id}`, { data: guardian(9999) })),
    ).toEqual([["data.personId", "There is no person with id 9999."]]);
    expect(
      at(await call(t, admin, "POST", `/People/Guardian/Save/${child.id}`, { data: guardian(child.id) })),
    ).toEqual([["data.personId", "A person cannot be their own person record."]]);
    const wrongKind = await call(t, admin, "POST", `/People/AgentContact/Save/${child.id}`, {
      data: { kind: "TALENT AGENT", companyId: agency.id, agentPersonId: mother.id },
    });
    expect(at(wrongKind)).toEqual([
      ["data.agentPersonId", "Choose a person of kind AGENT; Hana Park is STAFF."],
    ]);

    const link = await addPersonItem(t, admin, "Guardian", child.id, guardian(mother.id));
    expect(link.labels).toEqual({ personId: "Hana Park" });
    const rep = await addPersonItem(t, admin, "AgentContact", child.id, {
      kind: "TALENT AGENT",
      companyId: agency.id,
      agentPersonId: agent.id,
      commissionPercent: 10,
    });
    expect(rep.labels).toEqual({ companyId: "Bright Talent Agency", agentPersonId: "Ray Agent" });
    const [created] = await auditEntries(t, admin, "person.guardian.create");
    expect(created?.changes).toContainEqual({
      field: "Guardian.personId",
      from: null,
      to: `Hana Park (${mother.recordId})`,
    });

    // An archived person cannot be picked anew, but a reference made before stays while the item is edited.
    expectOk(await call(t, admin, "POST", `/People/Archive/${mother.id}`, {}));
    const again = await call(t, admin, "POST", `/People/Guardian/Save/${child.id}`, {
      data: { ...guardian(mother.id), role: "GUARDIAN" },
    });
    expect(at(again)).toEqual([
      ["data.personId", "Hana Park is archived; restore them or choose another person record."],
    ]);
    const edited = await call(t, admin, "PUT", `/People/Guardian/${link.id}`, {
      data: { ...guardian(mother.id), phone: "(213) 555-0142" },
      version: link.version,
    });
    expect(PersonSectionItemSchema.parse(expectOk(edited)).data["phone"]).toBe("(213) 555-0142");
  });

  it("refuses changes while another user holds the person's lock, and keeps the city on the home address", async () => {
    const person = await createPerson(t, admin, "Lou", "Locke", ["CREW"]);
    const jane = await peopleUser(t, "jane");
    const omar = await peopleUser(t, "omar");
    expectOk(await call(t, jane.token, "GET", `/People/LockPerson/${person.id}`));
    const refused = await call(t, omar.token, "POST", `/People/Address/Save/${person.id}`, {
      data: homeAddress("Fresno"),
    });
    const body = expectError(refused, 409, "DependencyError");
    expect(body.errorCode).toBe(7);
    expect(body.message).toContain("Test jane is editing this person");
    expectError(
      await call(t, omar.token, "PUT", `/People/${person.id}`, {
        ...personBody("Lou", "X", ["CREW"]),
        version: 1,
      }),
      409,
      "DependencyError",
    );
    await addPersonItem(t, jane.token, "Address", person.id, { ...homeAddress("Oakland"), type: "WORK" });
    const home = await addPersonItem(t, jane.token, "Address", person.id, homeAddress("Berkeley"));
    const city = async () =>
      (
        expectOk(
          await call(t, admin, "POST", "/People/GetBy", {
            filters: [{ property: "id", operator: "eq", value: person.id }],
          }),
        ) as { records: { city: string | null }[] }
      ).records[0]?.city;
    expect(await city()).toBe("Berkeley");
    expectOk(await call(t, jane.token, "DELETE", `/People/Address/${home.id}`));
    expect(await city()).toBe("Oakland");
    expect((await auditEntries(t, admin, "person.address.delete"))[0]?.entityId).toBe(String(person.id));
  });
});
