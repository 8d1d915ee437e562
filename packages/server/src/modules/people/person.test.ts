import { describe, expect, it } from "vitest";
import {
  AuditListResultSchema,
  PersonDuplicateSchema,
  PersonListResultSchema,
  PersonLookupItemSchema,
  PersonRecordSchema,
  UnionInfoSchema,
  unionList,
} from "@rightsdesk/domain";
import { z } from "zod";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY } from "../../testing/company-fixtures.js";
import {
  addPersonItem,
  bornYearsAgo,
  createPerson,
  getPerson,
  homeAddress,
  listPersonItems,
  personBody,
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

const list = async (body: unknown, archived = false) =>
  PersonListResultSchema.parse(
    expectOk(await call(t, admin, "POST", archived ? "/People/Archive/GetBy" : "/People/GetBy", body)),
  );

describe(`people on ${testDatabaseKind()}`, () => {
  it("creates a talent with a home address in one call, and lists them with the city", async () => {
    const answer = await call(t, admin, "POST", "/People", {
      ...personBody("Rosa", "Quintero", ["TALENT", "CREW"], {
        gender: "F",
        dateOfBirth: "1990-04-12",
        email: "Rosa.Quintero@Example.com",
        unions: ["SAG AFTRA"],
        skillGroups: ["ACTING", "DANCE"],
      }),
      items: [{ section: "address", data: homeAddress("Pasadena") }],
    });
    const person = PersonRecordSchema.parse(expectOk(answer));
    expect(person).toMatchObject({
      recordId: `PE${String(person.id).padStart(4, "0")}`,
      fullName: "Rosa Quintero",
      kinds: ["CREW", "TALENT"],
      employmentType: "CREW, TALENT",
      email: "rosa.quintero@example.com",
      isMinor: false,
      status: "ACTIVE",
      createdBy: "sysadmin",
      version: 1,
    });
    const [row] = (await list({})).records;
    expect(row).toMatchObject({ id: person.id, city: "Pasadena", unions: "SAG AFTRA" });
    expect((await auditEntries(t, admin, "person.create")).map((entry) => entry.entityId)).toEqual([
      String(person.id),
    ]);
    expect(await auditEntries(t, admin, "person.address.create")).toHaveLength(1);
  });

  it("creates nothing when a first item is bad, naming every problem", async () => {
    const answer = await call(t, admin, "POST", "/People", {
      ...personBody("Half", "Done", ["CREW"]),
      items: [
        { section: "Address", data: homeAddress("Denver") },
        { section: "Address", data: { type: "HOME" } },
        { section: "LoanOut", data: {} },
        { section: "Guardian", data: { role: "MOTHER", name: "Someone" } },
      ],
    });
    const fields = expectError(answer, 400, "InvalidData").errors?.map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(["items.1.data.line1", "items.2.section", "items.3.section"]),
    );
    expect((await list({})).totalRecords).toBe(0);
  });

  it("filters, sorts and pages the list, and refuses an unknown field", async () => {
    for (const [first, last, kinds] of [
      ["Ann", "Lee", ["TALENT"]],
      ["Bo", "Leeds", ["CREW"]],
      ["Cy", "Marsh", ["TALENT", "STAFF"]],
      ["Di", "Kollee", ["AGENT"]],
    ] as const) {
      await createPerson(t, admin, first, last, [...kinds]);
    }
    const page = await list({
      filters: [{ property: "fullName", operator: "cn", value: "LEE" }],
      sortField: "lastName",
      sortDescending: true,
      pageSize: 2,
    });
    expect(page.totalRecords).toBe(3);
    expect(page.records.map((row) => row.fullName)).toEqual(["Bo Leeds", "Ann Lee"]);
    const talent = await list({ filters: [{ property: "employmentType", operator: "cn", value: "talent" }] });
    expect(talent.records.map((row) => row.fullName).sort()).toEqual(["Ann Lee", "Cy Marsh"]);
    const unknown = await call(t, admin, "POST", "/People/GetBy", {
      filters: [{ property: "nickname", operator: "eq", value: "x" }],
    });
    expect(expectError(unknown, 400, "InvalidData").errors?.[0]?.field).toBe("filters.0.property");
  });

  it("warns of a likely duplicate by name and birth date or by e-mail, and saves it once confirmed", async () => {
    const first = await createPerson(t, admin, "José", "Álvarez", ["TALENT"], {
      dateOfBirth: "1985-02-03",
      email: "jose@example.com",
    });
    const probe = await call(t, admin, "POST", "/People/Duplicates", {
      personName: { firstName: "jose", lastName: " ALVAREZ " },
      dateOfBirth: "1985-02-03",
    });
    const matches = z.array(PersonDuplicateSchema).parse(expectOk(probe));
    expect(matches).toEqual([
      expect.objectContaining({ id: first.id, matchedOn: "name and birth date", archived: false }),
    ]);
    // Another birth date is someone else; the same e-mail is not.
    await createPerson(t, admin, "Jose", "Alvarez", ["CREW"], { dateOfBirth: "1999-09-09" });
    const byEmail = await call(
      t,
      admin,
      "POST",
      "/People",
      personBody("Pepe", "Other", ["CREW"], { email: "JOSE@example.com" }),
    );
    const refused = expectError(byEmail, 409, "DuplicateName");
    expect(refused.errors).toEqual([
      { field: "email", message: `José Álvarez (${first.recordId}) has the same e-mail.` },
    ]);
    const twin = await call(t, admin, "POST", "/People", {
      ...personBody("Jose", "Alvarez", ["TALENT"], { dateOfBirth: "1985-02-03" }),
    });
    expect(expectError(twin, 409, "DuplicateName").errors?.[0]?.field).toBe("personName");
    expect((await list({})).totalRecords).toBe(2);
    const confirmed = await call(t, admin, "POST", "/People", {
      ...personBody("Jose", "Alvarez", ["TALENT"], { dateOfBirth: "1985-02-03" }),
      confirmDuplicate: true,
    });
    expectOk(confirmed);
    expect((await list({})).totalRecords).toBe(3);
  });

  it("updates with the version it was based on and refuses a stale one, keeping the data", async () => {
    const person = await createPerson(t, admin, "Lena", "Park", ["CREW"]);
    const update = (version: number, lastName: string) =>
      call(t, admin, "PUT", `/People/${person.id}`, {
        ...personBody("Lena", lastName, ["CREW", "STAFF"], { phone: "(213) 555-0100" }),
        version,
      });
    const updated = PersonRecordSchema.parse(expectOk(await update(1, "Park-Moreno")));
    expect(updated).toMatchObject({
      fullName: "Lena Park-Moreno",
      employmentType: "CREW, STAFF",
      version: 2,
    });
    expect(expectError(await update(1, "Stale"), 400, "InvalidData").errors?.[0]?.field).toBe("version");
    expect((await getPerson(t, admin, person.id)).fullName).toBe("Lena Park-Moreno");
    const [entry] = await auditEntries(t, admin, "person.update");
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: "lastName", from: "Park", to: "Park-Moreno" },
        { field: "kinds", from: ["CREW"], to: ["CREW", "STAFF"] },
      ]),
    );
    const future = await call(t, admin, "PUT", `/People/${person.id}`, {
      ...personBody("Lena", "Park", ["CREW"], { dateOfBirth: "2030-01-01" }),
      version: 2,
    });
    expect(expectError(future, 400, "InvalidData").errors?.[0]?.field).toBe("dateOfBirth");
  });

  it("sets the status, archives, restores, and keeps an archived person read-only", async () => {
    const person = await createPerson(t, admin, "Omar", "Haddad", ["VENDOR"]);
    const status = await call(t, admin, "POST", `/People/UpdateStatus/${person.id}`, {
      status: "INACTIVE",
      version: 1,
    });
    expect(PersonRecordSchema.parse(expectOk(status))).toMatchObject({ status: "INACTIVE", version: 2 });
    const archived = PersonRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/People/Archive/${person.id}`, {})),
    );
    expect(archived.archivedBy).toBe("sysadmin");
    expect((await list({})).totalRecords).toBe(0);
    expect((await list({}, true)).records.map((row) => row.id)).toEqual([person.id]);
    const blocked = await call(t, admin, "POST", `/People/Address/Save/${person.id}`, {
      data: homeAddress("Reno"),
    });
    expect(expectError(blocked, 400, "InvalidData").message).toContain("Restore");
    expectOk(await call(t, admin, "POST", `/People/Restore/${person.id}`, {}));
    expect((await list({})).totalRecords).toBe(1);
    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/People/Logs/GetBy/${person.id}`, { sortDescending: true })),
    );
    expect(logs.records.map((entry) => entry.action)).toEqual([
      "person.restore",
      "person.archive",
      "person.status",
      "person.create",
    ]);
  });

  it("answers a minor by the request's day, and looks people up by name, kind and record id", async () => {
    const child = await createPerson(t, admin, "Mia", "Park", ["TALENT"], {
      dateOfBirth: bornYearsAgo(now, 12),
    });
    expect(child.isMinor).toBe(true);
    // 18 today is no longer a minor; 18 tomorrow still is.
    const adult = await createPerson(t, admin, "Ada", "Today", ["CREW"], { dateOfBirth: "2007-06-02" });
    const minor = await createPerson(t, admin, "Tom", "Morrow", ["CREW"], { dateOfBirth: "2007-06-03" });
    expect([adult.isMinor, minor.isMinor]).toEqual([false, true]);
    const minors = await list({
      filters: [{ property: "lastName", operator: "in", value: ["Today", "Morrow"] }],
    });
    expect(minors.records.map((row) => [row.lastName, row.isMinor])).toEqual([
      ["Today", false],
      ["Morrow", true],
    ]);
    const agent = await createPerson(t, admin, "Parker", "Stone", ["AGENT"]);
    const lookup = async (body: unknown) =>
      z.array(PersonLookupItemSchema).parse(expectOk(await call(t, admin, "POST", "/People/Lookup", body)));
    expect((await lookup({ search: "park" })).map((row) => row.fullName)).toEqual([
      "Parker Stone",
      "Mia Park",
    ]);
    expect((await lookup({ search: "park", kinds: ["AGENT"] })).map((row) => row.id)).toEqual([agent.id]);
    expectOk(await call(t, admin, "POST", `/People/Archive/${agent.id}`, {}));
    expect((await lookup({ search: "park" })).map((row) => row.id)).toEqual([child.id]);
    expect(await lookup({ search: agent.recordId })).toEqual([
      expect.objectContaining({ id: agent.id, archived: true }),
    ]);
  });

  it("answers the unions, and NotFound for a person who does not exist", async () => {
    const unions = z.array(UnionInfoSchema).parse(expectOk(await call(t, admin, "GET", "/Union/GetAll")));
    expect(unions).toEqual(unionList);
    expect(unions.some((union) => !union.isUnion)).toBe(true);
    expectError(await call(t, admin, "POST", "/People/GetById/4242", {}), 404, "NotFound");
    expectError(await call(t, admin, "GET", "/People/LockPerson/4242"), 404, "NotFound");
    const person = await createPerson(t, admin, "Kai", "Moana", ["CREW"]);
    await addPersonItem(t, admin, "Phone", person.id, { number: "(808) 555-0111", label: "MOBILE" });
    expect((await listPersonItems(t, admin, "phone", person.id)).totalRecords).toBe(1);
  });
});
