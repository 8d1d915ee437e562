import { describe, expect, it } from "vitest";
import { PersonSummarySchema, type PersonCreateRequest, type PersonSummary } from "@rightsdesk/domain";
import { useSignedInServer } from "../testing-server.js";

const live = useSignedInServer("people");

const run = (args: string[]) => live.run(args);
const csvFile = (name: string, lines: string[]) => live.csvFile(name, lines);

async function listJson(args: string[]): Promise<{ totalRecords: number; records: PersonSummary[] }> {
  const result = await run(["people", "list", ...args, "--format", "json"]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as { totalRecords: number; records: PersonSummary[] };
}

/** Full names of active people whose name contains the text, through the CLI. */
async function namesContaining(text: string): Promise<string[]> {
  const page = await listJson(["--filter", `fullName cn ${text}`, "--all"]);
  return page.records.map((person) => person.fullName).sort();
}

const person = (
  firstName: string,
  lastName: string,
  kinds: PersonCreateRequest["kinds"],
  extra: Partial<PersonCreateRequest> = {},
) => live.api.createPerson({ body: { personName: { firstName, lastName }, kinds, ...extra } });

describe("rightsdesk people against a live server", () => {
  it("lists people with filters and sorting, as JSON, CSV or a table, with no sensitive field", async () => {
    await person("Ana", "Listwell", ["STAFF"], { email: "ana.listwell@example.com" });
    await person("Mia", "Listwell", ["TALENT"], {
      dateOfBirth: "2015-06-01",
      email: "mia.listwell@example.com",
      phone: "818-555-0100",
      items: [{ section: "Address", data: { type: "HOME", line1: "12 Elm St", city: "Burbank" } }],
    });
    await person("Zed", "Listwell", ["TALENT", "CREW"]);

    const page = await listJson(["--filter", "fullName cn listwell", "--sort", "firstName", "--desc"]);
    expect(page.totalRecords).toBe(3);
    expect(page.records.map((record) => record.fullName)).toEqual([
      "Zed Listwell",
      "Mia Listwell",
      "Ana Listwell",
    ]);
    expect(page.records[0]?.employmentType).toBe("CREW, TALENT");
    expect(page.records[1]).toMatchObject({
      isMinor: true,
      city: "Burbank",
      recordId: expect.stringMatching(/^PE\d+$/),
    });
    for (const record of page.records) {
      expect(Object.keys(record).sort()).toEqual(Object.keys(PersonSummarySchema.shape).sort());
    }

    const csv = await run([
      "people",
      "list",
      "--filter",
      "employmentType cn staff",
      "--filter",
      "lastName eq LISTWELL",
      "--format",
      "csv",
    ]);
    expect(csv.status, csv.err).toBe(0);
    const csvLines = csv.out.trim().split("\r\n");
    expect(csvLines[0]).toBe(
      "id,recordId,fullName,firstName,lastName,employmentType,gender,dateOfBirth,isMinor,email,phone,city,unions,status,createdOn,updatedOn,archivedOn",
    );
    expect(csvLines).toHaveLength(2);
    expect(csvLines[1]).toMatch(
      /^\d+,PE\d+,Ana Listwell,Ana,Listwell,STAFF,,,false,ana\.listwell@example\.com,,,,ACTIVE,\d{4}-/,
    );

    const table = await run([
      "people",
      "list",
      "--filter",
      "lastName eq listwell",
      "--sort",
      "firstName",
      "--page-size",
      "2",
    ]);
    expect(table.status, table.err).toBe(0);
    const lines = table.out.trim().split("\n");
    expect(lines[0]).toMatch(
      /^Record id\s+Full name\s+Employment type\s+Minor\s+E-mail\s+Phone\s+City\s+Status$/,
    );
    expect(lines[1]).toMatch(/^PE\d+\s+Ana Listwell\s+STAFF\s+ana\.listwell@example\.com\s+ACTIVE$/);
    expect(lines[2]).toMatch(
      /^PE\d+\s+Mia Listwell\s+TALENT\s+yes\s+mia\.listwell@example\.com\s+818-555-0100\s+Burbank\s+ACTIVE$/,
    );
    expect(lines.at(-1)).toBe("Records 1–2 of 3, page 0 (pages 0–1).");
  });

  it("names an unknown filter field, and shows the archive list", async () => {
    const unknown = await run(["people", "list", "--filter", "ssn eq 123-45-6789"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('filters.0.property: Unknown property "ssn"');

    const created = await person("Shelved", "Archivist", ["CREW"]);
    await live.api.archivePerson({ params: { id: created.id } });
    const archived = await listJson(["--archived", "--filter", "fullName cn archivist"]);
    expect(archived).toMatchObject({ totalRecords: 1, records: [{ id: created.id }] });
    expect(await namesContaining("archivist")).toEqual([]);
  });

  it("imports a good file, with lists, US dates and addresses, reporting progress as plain lines", async () => {
    const file = await csvFile("good.csv", [
      "firstName,middleName,lastName,kinds,gender,dateOfBirth,email,phone,unions,status,addressType,line1,line2,city,state,postalCode,country",
      "Goodfile,Jo,Talent,talent|crew,f,03/14/2012,jo.goodfile@example.com,,sag aftra;afm,,home,12 Elm St,,Burbank,CA,91505,USA",
      '"Goodfile","","Staffer","STAFF",,1980-01-06,,,,INACTIVE,,,,,,,',
    ]);
    const result = await run(["people", "import", file]);
    expect(result.status, result.out + result.err).toBe(0);
    expect(result.out).toContain("Created 2 people.");
    expect(result.err).toContain("Checked 2 of 2 rows.");
    expect(result.err).toContain("Sent 2 of 2 rows.");

    const page = await listJson(["--filter", "firstName eq goodfile", "--sort", "lastName"]);
    expect(
      page.records.map((record) => [
        record.fullName,
        record.employmentType,
        record.dateOfBirth,
        record.isMinor,
        record.city,
        record.status,
      ]),
    ).toEqual([
      ["Goodfile Staffer", "STAFF", "1980-01-06", false, null, "INACTIVE"],
      ["Goodfile Jo Talent", "CREW, TALENT", "2012-03-14", true, "Burbank", "ACTIVE"],
    ]);
    expect(page.records[1]?.unions).toContain("SAG AFTRA");
  });

  it("writes nothing when one row is bad, and names its line and column", async () => {
    const local = await csvFile("bad.csv", [
      "firstName,lastName,kinds,dateOfBirth",
      "Badrow,One,CREW,1990-01-02",
      "Badrow,Two,ROBOT,1990-01-03",
      "Badrow,Three,TALENT,13/45/1990",
    ]);
    const result = await run(["people", "import", local]);
    expect(result.status).toBe(1);
    expect(result.out).toContain("line numbers count the header as line 1");
    expect(result.out).toContain(
      "Line 3 (Badrow Two)\n  kinds: Choose the person kinds from AGENT, CREW, STAFF, TALENT, VENDOR.",
    );
    expect(result.out).toContain(
      "Line 4 (Badrow Three)\n  dateOfBirth: Enter the date of birth as a real date, YYYY-MM-DD or MM/DD/YYYY.",
    );
    expect(result.out).toContain(
      "Nothing was written: 2 rows of 3 have errors, and the import is all or nothing.",
    );
    expect(result.out).not.toContain("Line 2");
    expect(await namesContaining("badrow")).toEqual([]);

    // A row only the server can judge (a birth date after today) sinks the whole file too.
    const future = await csvFile("future.csv", [
      "firstName,lastName,kinds,dateOfBirth",
      "Badrow,Fresh,CREW,1990-01-02",
      "Badrow,Unborn,TALENT,2999-01-01",
    ]);
    const refused = await run(["people", "import", future, "--format", "json"]);
    expect(refused.status).toBe(1);
    const report = JSON.parse(refused.out) as { file: string; committed: boolean; rows: unknown[] };
    expect(report).toMatchObject({ file: "future.csv", committed: false });
    expect(report.rows).toEqual([
      { line: 2, fullName: "Badrow Fresh", status: "not written", id: null, errors: [] },
      {
        line: 3,
        fullName: "Badrow Unborn",
        status: "failed",
        id: null,
        errors: [{ field: "dateOfBirth", message: "The date of birth cannot be in the future." }],
      },
    ]);
    expect(await namesContaining("badrow")).toEqual([]);
  });

  it("checks every row on the server with --dry-run and writes nothing", async () => {
    const file = await csvFile("dry.csv", [
      "firstName,lastName,kinds",
      "Dryrun,Alpha,CREW",
      "Dryrun,Beta,AGENT",
    ]);
    const result = await run(["people", "import", file, "--dry-run"]);
    expect(result.status, result.out + result.err).toBe(0);
    expect(result.out).toContain("Dry run: all 2 rows would be created. Nothing was written.");
    expect(await namesContaining("dryrun")).toEqual([]);
  });

  it("writes the good rows with --partial and reports the bad ones", async () => {
    const file = await csvFile("partial.csv", [
      "firstName,lastName,kinds,email",
      "Partly,Good,CREW,partly.good@example.com",
      "Partly,Kindless,,",
      "Partly,Better,VENDOR,",
      "Partly,Again,STAFF,PARTLY.GOOD@example.com",
    ]);
    const result = await run(["people", "import", file, "--partial"]);
    expect(result.status).toBe(1);
    expect(result.out).toContain("Line 3 (Partly Kindless)\n  kinds: Choose at least one person kind.");
    expect(result.out).toContain("Line 5 (Partly Again)\n  email: Line 2 has the same e-mail.");
    expect(result.out).toContain("Created 2 people; 2 rows failed and were not written.");
    expect(await namesContaining("partly")).toEqual(["Partly Better", "Partly Good"]);
  });

  it("refuses a likely duplicate, and imports it with --confirm-duplicates", async () => {
    const stored = await person("Dupe", "Candidate", ["CREW"], {
      dateOfBirth: "1985-07-04",
      email: "dupe.candidate@example.com",
    });
    const file = await csvFile("duplicates.csv", [
      "firstName,lastName,kinds,dateOfBirth,email",
      "dupe,candidate,TALENT,07/04/1985,",
      "Other,Dupe Candidate,STAFF,,DUPE.CANDIDATE@example.com",
    ]);
    const refused = await run(["people", "import", file]);
    expect(refused.status).toBe(1);
    const who = `Dupe Candidate (${stored.recordId})`;
    expect(refused.out).toContain(
      `Line 2 (dupe candidate)\n  firstName: ${who} has the same name and date of birth; confirm duplicates to import this row anyway.`,
    );
    expect(refused.out).toContain(
      `Line 3 (Other Dupe Candidate)\n  email: ${who} has the same e-mail; confirm duplicates to import this row anyway.`,
    );
    expect(refused.out).toContain("Nothing was written: 2 rows of 2 have errors");
    expect(await namesContaining("dupe candidate")).toEqual(["Dupe Candidate"]);

    const confirmed = await run(["people", "import", file, "--confirm-duplicates"]);
    expect(confirmed.status, confirmed.out + confirmed.err).toBe(0);
    expect(confirmed.out).toContain("Created 2 people.");
    expect(await namesContaining("dupe candidate")).toEqual([
      "Dupe Candidate",
      "Other Dupe Candidate",
      "dupe candidate",
    ]);
  });

  it("refuses a file it cannot use before signing anything in", async () => {
    const missing = await run(["people", "import", live.pathTo("nope.csv")]);
    expect(missing).toMatchObject({ status: 2 });
    expect(missing.err).toContain("there is no such file");
    const unknownColumn = await csvFile("columns.csv", [
      "firstName,lastName,kinds,ssn",
      "X,Y,CREW,123-45-6789",
    ]);
    const refused = await run(["people", "import", unknownColumn]);
    expect(refused.status).toBe(2);
    expect(refused.err).toContain('columns the import does not know: "ssn"');
    const empty = await csvFile("empty.csv", ["firstName,lastName,kinds"]);
    expect((await run(["people", "import", empty])).err).toContain("has a header but no people.");
  });
});
