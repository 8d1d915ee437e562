import { describe, expect, it } from "vitest";
import { checkCompanyRow, columnForField, markRepeatedCompanies } from "./company-row-request.js";

describe("checkCompanyRow", () => {
  it("builds the create request, reading catalogue values without case, with the address as its first item", () => {
    const checked = checkCompanyRow({
      line: 2,
      values: {
        legalName: "Harbor Light Creative LLC",
        dbaName: "Harbor Light",
        mainType: "ad agency",
        status: "inactive",
        addressType: "primary",
        line1: "401 N Wabash Ave",
        city: "Chicago",
        state: "IL",
      },
    });
    expect(checked.errors).toEqual([]);
    expect(checked.request).toMatchObject({
      companyNames: ["Harbor Light Creative LLC", "", "Harbor Light"],
      companyType: { mainType: "AD AGENCY" },
      country: "USA",
      status: "INACTIVE",
      items: [
        {
          section: "Address",
          data: { type: "PRIMARY", line1: "401 N Wabash Ave", city: "Chicago", state: "IL" },
        },
      ],
    });
  });

  it("names each bad cell by its column", () => {
    const checked = checkCompanyRow({
      line: 5,
      values: {
        legalName: "Rover Pet Supply",
        mainType: "ADVERTISER",
        subType: "SPACESHIPS",
        line1: "1 Main St",
      },
    });
    expect(checked.request).toBeNull();
    expect(checked.errors.map((error) => error.field).sort()).toEqual(["addressType", "city", "subType"]);
    expect(checked.errors.find((error) => error.field === "subType")?.message).toBe(
      "Choose a sub type that belongs to the main type ADVERTISER.",
    );

    const nameless = checkCompanyRow({ line: 6, values: { mainType: "boat" } });
    expect(nameless.errors).toEqual([
      { field: "legalName", message: "Enter the legal name." },
      { field: "mainType", message: "Choose the main type." },
    ]);
  });

  it("reports a row the reader flagged without checking further", () => {
    const checked = checkCompanyRow({ line: 3, values: { legalName: "X" }, problem: "Too many values." });
    expect(checked).toEqual({
      line: 3,
      legalName: "X",
      request: null,
      errors: [{ field: "row", message: "Too many values." }],
    });
  });
});

describe("columnForField", () => {
  it("turns the server's field paths into the file's columns", () => {
    expect(columnForField("rows.3.companyNames.0")).toBe("legalName");
    expect(columnForField("companyType.subType")).toBe("subType");
    expect(columnForField("items.0.data.country")).toBe("addressCountry");
    expect(columnForField("parentCompanyId")).toBe("parentCompanyId");
  });
});

describe("markRepeatedCompanies", () => {
  it("fails a row that repeats an earlier company of the same type, naming the first line", () => {
    const rows = [
      { line: 2, values: { legalName: "Silver Reel Pictures", mainType: "PRODUCTION COMPANY" } },
      { line: 3, values: { legalName: "Silver Reel Pictures", mainType: "VENDOR" } },
      { line: 5, values: { legalName: "SILVER REEL PICTURES", mainType: "production company" } },
    ].map(checkCompanyRow);
    const marked = markRepeatedCompanies(rows);
    expect(marked.map((row) => row.request !== null)).toEqual([true, true, false]);
    expect(marked[2]?.errors).toEqual([
      {
        field: "legalName",
        message: "Line 2 already has a PRODUCTION COMPANY company named SILVER REEL PICTURES.",
      },
    ]);
  });
});
