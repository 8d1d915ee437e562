import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvText, spreadsheetSafe } from "./csv-text.js";

describe("spreadsheetSafe", () => {
  it("puts a ' before a text a spreadsheet would run as a formula", () => {
    for (const text of [
      '=HYPERLINK("http://x","y")',
      "+cmd|' /C calc'!A0",
      "-2+3",
      "@SUM(A1)",
      "\tlead",
      "\rlead",
    ]) {
      expect(spreadsheetSafe(text)).toBe(`'${text}`);
    }
  });

  it("leaves plain numbers and other texts alone", () => {
    for (const text of ["-1.50", "+3", "42", "Acme = good", "a@b.com", ""])
      expect(spreadsheetSafe(text)).toBe(text);
  });
});

describe("csvText", () => {
  it("writes a header, quotes as RFC 4180 asks, ends lines with CRLF, and neutralises every cell", () => {
    const text = csvText(
      [
        ["=1+2", 3, null, 'say "hi", then go'],
        ["@me", -4, true, "line\nbreak"],
      ],
      ["Name", "=Count", "Flag", "Note"],
    );
    expect(text).toBe(
      `Name,'=Count,Flag,Note\r\n'=1+2,3,,"say ""hi"", then go"\r\n'@me,-4,true,"line\nbreak"\r\n`,
    );
  });

  it("writes only rows without a header, and nothing for nothing", () => {
    expect(csvText([["a"]])).toBe("a\r\n");
    expect(csvText([])).toBe("");
  });

  it("reads back as written, less the ' it adds before formulas", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]?.length ?? 1;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ""));
          const back = parse(csvText(table), { relax_column_count: true }) as string[][];
          expect(back).toEqual(table.map((row) => row.map(spreadsheetSafe)));
        },
      ),
    );
  });
});
