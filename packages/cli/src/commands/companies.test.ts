import { describe, expect, it } from "vitest";
import type { CompanySummary } from "@rightsdesk/domain";
import { useSignedInServer } from "../testing-server.js";

const live = useSignedInServer("companies");

const run = (args: string[]) => live.run(args);
const csvFile = (name: string, lines: string[]) => live.csvFile(name, lines);

/** Active companies whose legal name contains the text, through the CLI as JSON. */
async function namesContaining(text: string): Promise<string[]> {
  const result = await run([
    "companies",
    "list",
    "--filter",
    `legalName cn ${text}`,
    "--all",
    "--format",
    "json",
  ]);
  expect(result.status, result.err).toBe(0);
  const page = JSON.parse(result.out) as { records: CompanySummary[] };
  return page.records.map((company) => company.legalName).sort();
}

const HEADER =
  "legalName,businessName,dbaName,mainType,subType,country,status,addressType,line1,line2,city,state,postalCode,addressCountry";

describe("rightsdesk companies against a live server", () => {
  it("lists companies with filters and sorting, as JSON, CSV or a table", async () => {
    for (const [legalName, mainType, subType] of [
      ["Listwell Harbor Foods Inc.", "ADVERTISER", "FOOD"],
      ["Listwell Creative LLC", "AD AGENCY", undefined],
      ["Listwell Harbor Rentals", "VENDOR", "EQUIPMENT RENTAL"],
    ] as const) {
      await live.api.createCompany({
        body: { companyNames: [legalName], companyType: { mainType, subType } },
      });
    }

    const json = await run([
      "companies",
      "list",
      "--filter",
      "legalName cn listwell harbor",
      "--sort",
      "legalName",
      "--desc",
      "--format",
      "json",
    ]);
    expect(json.status, json.err).toBe(0);
    const page = JSON.parse(json.out) as { totalRecords: number; records: CompanySummary[] };
    expect(page.totalRecords).toBe(2);
    expect(page.records.map((company) => company.legalName)).toEqual([
      "Listwell Harbor Rentals",
      "Listwell Harbor Foods Inc.",
    ]);

    const csv = await run(["companies", "list", "--filter", "mainType eq ad agency", "--format", "csv"]);
    expect(csv.out.split("\r\n")[0]).toBe(
      "id,recordId,legalName,businessName,dbaName,mainType,subType,country,status,city,createdOn,updatedOn,archivedOn",
    );
    expect(csv.out).toMatch(/\r\n\d+,CY\d+,Listwell Creative LLC,,,AD AGENCY,,USA,ACTIVE,,\d{4}-/);

    const table = await run([
      "companies",
      "list",
      "--filter",
      "legalName sw listwell",
      "--sort",
      "legalName",
      "--page-size",
      "2",
    ]);
    const lines = table.out.trim().split("\n");
    expect(lines[0]).toMatch(/^Id\s+Legal name\s+Business name\s+Main type/);
    expect(lines[1]).toMatch(/Listwell Creative LLC\s+AD AGENCY/);
    expect(lines.at(-1)).toBe("Records 1–2 of 3, page 0 (pages 0–1).");
  });

  it("writes formula-led names as text in CSV, so a spreadsheet never runs them", async () => {
    const names = ["=HYPERLINK(1) Formula Co", "+Plus Co Formula", "-Minus Co Formula", "@At Co Formula"];
    for (const name of names) {
      await live.api.createCompany({ body: { companyNames: [name], companyType: { mainType: "VENDOR" } } });
    }
    const csv = await run([
      "companies",
      "list",
      "--filter",
      "legalName cn formula",
      "--sort",
      "legalName",
      "--format",
      "csv",
    ]);
    expect(csv.status, csv.err).toBe(0);
    const legalNames = csv.out
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[2]);
    expect(legalNames.sort()).toEqual(names.map((name) => `'${name}`).sort());
  });

  it("names an unknown filter field, and shows the archive list", async () => {
    const unknown = await run(["companies", "list", "--filter", "salary eq 1"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('filters.0.property: Unknown property "salary"');

    const created = await live.api.createCompany({
      body: { companyNames: ["Shelved Archive Pictures"], companyType: { mainType: "PRODUCTION COMPANY" } },
    });
    await live.api.archiveCompany({ params: { id: created.id } });
    const archived = await run([
      "companies",
      "list",
      "--archived",
      "--filter",
      "legalName cn shelved",
      "--format",
      "json",
    ]);
    expect(JSON.parse(archived.out)).toMatchObject({ totalRecords: 1, records: [{ id: created.id }] });
    expect(await namesContaining("shelved")).toEqual([]);
  });

  it("imports a good file, with addresses, reporting progress as plain lines", async () => {
    const file = await csvFile("good.csv", [
      HEADER,
      "Goodfile Harbor Creative LLC,Harbor,,ad agency,,USA,ACTIVE,PRIMARY,401 N Wabash Ave,,Chicago,IL,60611,USA",
      '"Goodfile Foods, Inc.",,,ADVERTISER,FOOD,,,,,,,,,',
      "Goodfile Payroll Co.,,,VENDOR,PAYROLL SERVICES,USA,INACTIVE,MAILING,PO Box 12,,Burbank,CA,91505,",
    ]);
    const result = await run(["companies", "import", file]);
    expect(result.status, result.out + result.err).toBe(0);
    expect(result.out).toContain("Created 3 companies.");
    expect(result.err).toContain("Checked 3 of 3 rows.");
    expect(result.err).toContain("Sent 3 of 3 rows.");

    const listed = await run([
      "companies",
      "list",
      "--filter",
      "legalName cn goodfile",
      "--sort",
      "legalName",
      "--format",
      "json",
    ]);
    const records = (JSON.parse(listed.out) as { records: CompanySummary[] }).records;
    expect(
      records.map((company) => [company.legalName, company.mainType, company.city, company.status]),
    ).toEqual([
      ["Goodfile Foods, Inc.", "ADVERTISER", null, "ACTIVE"],
      ["Goodfile Harbor Creative LLC", "AD AGENCY", "Chicago", "ACTIVE"],
      ["Goodfile Payroll Co.", "VENDOR", "Burbank", "INACTIVE"],
    ]);
  });

  it("writes nothing when one row is bad, and names its line and column", async () => {
    await live.api.createCompany({
      body: { companyNames: ["Badrow Taken Films"], companyType: { mainType: "PRODUCTION COMPANY" } },
    });
    const before = await namesContaining("badrow");
    const localProblem = await csvFile("bad.csv", [
      "legalName,mainType,city,line1,addressType",
      "Badrow One LLC,VENDOR,,,",
      "Badrow Two LLC,SPACESHIP,,,",
      "Badrow Three LLC,HOSPITAL,Boise,,PRIMARY",
    ]);
    const result = await run(["companies", "import", localProblem]);
    expect(result.status).toBe(1);
    expect(result.out).toContain("line numbers count the header as line 1");
    expect(result.out).toContain("Line 3 (Badrow Two LLC)\n  mainType: Choose the main type.");
    expect(result.out).toContain("Line 4 (Badrow Three LLC)\n  line1: Enter the street address.");
    expect(result.out).toContain(
      "Nothing was written: 2 rows of 3 have errors, and the import is all or nothing.",
    );
    expect(result.out).not.toContain("Line 2");
    expect(await namesContaining("badrow")).toEqual(before);

    // A row only the server can judge (the name is taken) sinks the whole file too.
    const serverProblem = await csvFile("taken.csv", [
      "legalName,mainType",
      "Badrow Fresh LLC,PRODUCTION COMPANY",
      "badrow taken films,production company",
    ]);
    const taken = await run(["companies", "import", serverProblem, "--format", "json"]);
    expect(taken.status).toBe(1);
    const report = JSON.parse(taken.out) as {
      committed: boolean;
      rows: { line: number; status: string; errors: unknown[] }[];
    };
    expect(report.committed).toBe(false);
    expect(report.rows).toEqual([
      { line: 2, legalName: "Badrow Fresh LLC", status: "not written", id: null, errors: [] },
      {
        line: 3,
        legalName: "badrow taken films",
        status: "failed",
        id: null,
        errors: [
          {
            field: "legalName",
            message: "A PRODUCTION COMPANY company named badrow taken films already exists.",
          },
        ],
      },
    ]);
    expect(await namesContaining("badrow")).toEqual(before);
  });

  it("checks every row on the server with --dry-run and writes nothing", async () => {
    const file = await csvFile("dry.csv", [
      "legalName,mainType",
      "Dryrun Alpha LLC,VENDOR",
      "Dryrun Beta LLC,HOSPITAL",
    ]);
    const result = await run(["companies", "import", file, "--dry-run"]);
    expect(result.status, result.out + result.err).toBe(0);
    expect(result.out).toContain("Dry run: all 2 rows would be created. Nothing was written.");
    expect(await namesContaining("dryrun")).toEqual([]);
  });

  it("writes the good rows with --partial and reports the bad ones", async () => {
    const file = await csvFile("partial.csv", [
      "legalName,mainType,subType",
      "Partly Good Pictures,PRODUCTION COMPANY,",
      "Partly Wrong Casting,CASTING COMPANY,PUPPETS",
      "Partly Good Casting,CASTING COMPANY,voice",
      "partly good pictures,PRODUCTION COMPANY,",
    ]);
    const result = await run(["companies", "import", file, "--partial"]);
    expect(result.status).toBe(1);
    expect(result.out).toContain(
      "Line 3 (Partly Wrong Casting)\n  subType: Choose a sub type that belongs to the main type CASTING COMPANY.",
    );
    expect(result.out).toContain(
      "Line 5 (partly good pictures)\n  legalName: Line 2 already has a PRODUCTION COMPANY company named partly good pictures.",
    );
    expect(result.out).toContain("Created 2 companies; 2 rows failed and were not written.");
    expect(await namesContaining("partly")).toEqual(["Partly Good Casting", "Partly Good Pictures"]);
  });

  it("refuses a file it cannot use before signing anything in", async () => {
    const missing = await run(["companies", "import", live.pathTo("nope.csv")]);
    expect(missing).toMatchObject({ status: 2 });
    expect(missing.err).toContain("there is no such file");
    const unknownColumn = await csvFile("columns.csv", ["legalName,mainType,ceo", "X,VENDOR,Y"]);
    const refused = await run(["companies", "import", unknownColumn]);
    expect(refused.status).toBe(2);
    expect(refused.err).toContain('columns the import does not know: "ceo"');
  });
});
