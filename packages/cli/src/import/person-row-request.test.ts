import { describe, expect, it } from "vitest";
import {
  checkPersonRow,
  columnForPersonField,
  markRepeatedPeople,
  splitCellList,
} from "./person-row-request.js";
import type { PersonCsvRow } from "./read-person-csv.js";

const row = (line: number, values: PersonCsvRow["values"]): PersonCsvRow => ({ line, values });

describe("checkPersonRow", () => {
  it("builds the create request, reading lists, dates and catalogue values, with the address first", () => {
    const checked = checkPersonRow(
      row(2, {
        firstName: "Mia",
        middleName: "Jo",
        lastName: "Park",
        kinds: "talent; crew",
        gender: "f",
        dateOfBirth: "3/14/2012",
        email: "mia@example.com",
        unions: "sag aftra|afm",
        status: "inactive",
        addressType: "home",
        line1: "12 Elm St",
        city: "Burbank",
        state: "CA",
        country: "USA",
      }),
    );
    expect(checked.errors).toEqual([]);
    expect(checked.fullName).toBe("Mia Jo Park");
    expect(checked.request).toMatchObject({
      personName: { firstName: "Mia", middleName: "Jo", lastName: "Park" },
      kinds: ["CREW", "TALENT"],
      gender: "F",
      dateOfBirth: "2012-03-14",
      email: "mia@example.com",
      unions: ["SAG AFTRA", "AFM"],
      status: "INACTIVE",
      items: [
        {
          section: "Address",
          data: { type: "HOME", line1: "12 Elm St", city: "Burbank", state: "CA", country: "USA" },
        },
      ],
    });
  });

  it("takes ISO birth dates, and leaves status to its default", () => {
    const checked = checkPersonRow(
      row(3, { firstName: "Ana", lastName: "Ruiz", kinds: "STAFF", dateOfBirth: "1990-01-06" }),
    );
    expect(checked.request).toMatchObject({ dateOfBirth: "1990-01-06", status: "ACTIVE", items: [] });
  });

  it("names each bad cell by its column, once", () => {
    const checked = checkPersonRow(
      row(5, {
        firstName: "Rex",
        kinds: "ROBOT;ALIEN",
        gender: "X",
        dateOfBirth: "02/30/2001",
        email: "rex-at-example",
        unions: "TEAMSTERS",
        line1: "1 Main St",
      }),
    );
    expect(checked.request).toBeNull();
    expect(checked.errors).toEqual(
      expect.arrayContaining([
        { field: "lastName", message: "Enter the last name." },
        { field: "kinds", message: "Choose the person kinds from AGENT, CREW, STAFF, TALENT, VENDOR." },
        { field: "gender", message: "Choose the gender: F, M or NB." },
        {
          field: "dateOfBirth",
          message: "Enter the date of birth as a real date, YYYY-MM-DD or MM/DD/YYYY.",
        },
        { field: "email", message: "Enter the e-mail as an address like name@example.com." },
        { field: "unions", message: "Choose unions from the list." },
      ]),
    );
    expect(checked.errors.filter((error) => error.field === "kinds")).toHaveLength(1);
    expect(checked.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(["addressType", "city"]),
    );
  });

  it("asks for a kind when the cell is blank", () => {
    const checked = checkPersonRow(row(4, { firstName: "Ana", lastName: "Ruiz" }));
    expect(checked.errors).toEqual([{ field: "kinds", message: "Choose at least one person kind." }]);
  });

  it("reports a row the reader flagged without checking further", () => {
    const checked = checkPersonRow({
      line: 3,
      values: { firstName: "Ana", lastName: "Ruiz" },
      problem: "Too many values.",
    });
    expect(checked).toEqual({
      line: 3,
      fullName: "Ana Ruiz",
      request: null,
      errors: [{ field: "row", message: "Too many values." }],
    });
  });
});

describe("splitCellList", () => {
  it("splits on ; or |, trims, tidies spacing and drops blanks", () => {
    expect(splitCellList(" talent ;| crew;")).toEqual(["TALENT", "CREW"]);
    expect(splitCellList("sag   aftra")).toEqual(["SAG AFTRA"]);
    expect(splitCellList(undefined)).toEqual([]);
  });
});

describe("columnForPersonField", () => {
  it("turns the server's field paths into the file's columns", () => {
    expect(columnForPersonField("rows.3.personName.lastName")).toBe("lastName");
    expect(columnForPersonField("rows.1.personName")).toBe("firstName");
    expect(columnForPersonField("kinds.2")).toBe("kinds");
    expect(columnForPersonField("rows.7.unions.0")).toBe("unions");
    expect(columnForPersonField("items.0.data.type")).toBe("addressType");
    expect(columnForPersonField("items.0.data.country")).toBe("country");
    expect(columnForPersonField("notes")).toBe("notes");
  });
});

describe("markRepeatedPeople", () => {
  it("fails a row with an earlier row's name and birth date, or e-mail, naming that line", () => {
    const rows = [
      row(2, { firstName: "José", lastName: "Álvarez", kinds: "CREW", dateOfBirth: "1980-05-01" }),
      row(3, { firstName: "jose", lastName: "alvarez", kinds: "TALENT", dateOfBirth: "05/01/1980" }),
      row(4, { firstName: "Kim", lastName: "Lee", kinds: "STAFF", email: "kim@example.com" }),
      row(6, { firstName: "Kimberly", lastName: "Lee", kinds: "STAFF", email: "KIM@example.com " }),
      row(7, { firstName: "José", lastName: "Álvarez", kinds: "CREW" }),
      row(8, { firstName: "José", lastName: "Álvarez", kinds: "CREW" }),
    ].map(checkPersonRow);
    const marked = markRepeatedPeople(rows);
    expect(marked.map((checked) => checked.request !== null)).toEqual([true, false, true, false, true, true]);
    expect(marked[1]?.errors).toEqual([
      { field: "firstName", message: "Line 2 has the same name and date of birth." },
    ]);
    expect(marked[3]?.errors).toEqual([{ field: "email", message: "Line 4 has the same e-mail." }]);
  });
});
