import { describe, expect, it } from "vitest";
import { readPersonCsv } from "./read-person-csv.js";
import { csvReaderForTests } from "./testing-csv-reader.js";

const { read, failure } = csvReaderForTests(readPersonCsv);

describe("readPersonCsv", () => {
  it("reads each person by column, header names without case or spaces, keeping each row's line", () => {
    const rows = read(
      "First Name,LASTNAME,kinds,date of birth,unions,Country\n" +
        "Mia,Park,TALENT;CREW,03/14/2012,SAG AFTRA;AFM,USA\n" +
        "\n" +
        '"Ana ""Ani""",Ruiz,"STAFF",,,\n',
    );
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    expect(rows[0]?.values).toEqual({
      firstName: "Mia",
      lastName: "Park",
      kinds: "TALENT;CREW",
      dateOfBirth: "03/14/2012",
      unions: "SAG AFTRA;AFM",
      country: "USA",
    });
    expect(rows[1]?.values).toEqual({ firstName: 'Ana "Ani"', lastName: "Ruiz", kinds: "STAFF" });
  });

  it("needs firstName, lastName and kinds, and knows only the person columns", () => {
    expect(failure("firstName,kinds\n")).toBe("The file has no lastName column.");
    expect(failure("firstName,lastName\n")).toBe("The file has no kinds column.");
    expect(failure("firstName,lastName,kinds,ssn\n")).toContain('columns the import does not know: "ssn"');
    expect(failure("firstName,lastName,kinds,legalName\n")).toContain(
      "Columns: firstName, middleName, lastName, kinds,",
    );
    expect(failure("")).toBe("The file is empty: it needs a header line and one person per line.");
  });
});
