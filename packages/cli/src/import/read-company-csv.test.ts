import { describe, expect, it } from "vitest";
import { readCompanyCsv } from "./read-company-csv.js";
import { csvReaderForTests } from "./testing-csv-reader.js";

const { read, failure } = csvReaderForTests(readCompanyCsv);

describe("readCompanyCsv", () => {
  it("reads each row by column and keeps the line it starts on, the header being line 1", () => {
    const rows = read(
      "\ufefflegalName,mainType,city\r\n" +
        "Harbor Light Creative LLC,ad agency,Chicago\r\n" +
        "\r\n" +
        '"Gold, Leaf & Sons","ADVERTISER",\r\n' +
        '"Two\r\nLines Inc.",VENDOR,Austin\r\n' +
        "Last Co.,HOSPITAL,Boise",
    );
    expect(rows.map((row) => row.line)).toEqual([2, 4, 5, 7]);
    expect(rows[0]?.values).toEqual({
      legalName: "Harbor Light Creative LLC",
      mainType: "ad agency",
      city: "Chicago",
    });
    expect(rows[1]?.values).toEqual({ legalName: "Gold, Leaf & Sons", mainType: "ADVERTISER" });
    expect(rows[2]?.values.legalName).toBe("Two\r\nLines Inc.");
  });

  it("matches header names without case or spaces", () => {
    const [row] = read("Legal Name , MAINTYPE,addresscountry\nAcme,VENDOR,Canada\n");
    expect(row?.values).toEqual({ legalName: "Acme", mainType: "VENDOR", addressCountry: "Canada" });
  });

  it("flags a row with more values than the header has columns", () => {
    const [row] = read("legalName,mainType\nAcme,VENDOR,extra\n");
    expect(row?.problem).toBe("The line has 3 values but the header has 2 columns.");
  });

  it("refuses unknown, missing or repeated columns, and files that are not CSV, naming the problem", () => {
    expect(failure("legalName,mainType,salary\n")).toContain('columns the import does not know: "salary"');
    expect(failure("legalName,city\n")).toBe("The file has no mainType column.");
    expect(failure("legalName,mainType,legalname\n")).toBe(
      "The column legalName appears twice in the header.",
    );
    expect(failure("")).toContain("The file is empty");
    expect(failure('legalName,mainType\n"Acme,VENDOR\n')).toContain("The file is not valid CSV");
  });
});
