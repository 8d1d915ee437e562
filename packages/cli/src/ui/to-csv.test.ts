import { describe, expect, it } from "vitest";
import { toCsv } from "./to-csv.js";

describe("toCsv", () => {
  it("writes a header and quotes commas, quotes and line breaks", () => {
    const rows = [{ name: 'Doe, "JD"', note: "two\nlines", active: true }];
    const csv = toCsv(rows, [
      { header: "name", value: (row) => row.name },
      { header: "note", value: (row) => row.note },
      { header: "active", value: (row) => row.active },
    ]);
    expect(csv).toBe('name,note,active\n"Doe, ""JD""","two\nlines",true\n');
  });
});
