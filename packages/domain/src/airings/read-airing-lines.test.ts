import { describe, expect, it } from "vitest";
import { createAiringLineReader, describeLineProblems, type AiringLine } from "./read-airing-lines.js";

const header = ["Order #", "Air Date", "Air Time", "Length", "Ad-ID", "Program", "Spot State"];

/* A station group's post log: a title, a run date, the header on row 4, a section per station, subtotals. */
const file: string[][] = [
  ["Post Log — Broadcast Month March 2026"],
  ["Run on 4/2/2026", "", ""],
  [],
  header,
  ["Property : KXYZ-TV"],
  ["1001", "3/9/2026", "6:15 AM", ":30", "rdhc2201000", "Morning News", "Aired"],
  ["1001", "3/9/2026", "1432", "0:00:30", "RDHC2201000", "Midday", "Pre-empted"],
  ["Subtotal", "", "", "", "", "", ""],
  ["Property : WABC"],
  header,
  ["1002", "3/10/2026", "19:00", "30", "RDHC2201000", "Prime", "Makegood"],
  ["1002", "3/31/2026", "7:00 PM", "thirty", "", "Prime", "Aired"],
  ["1002", "2026-02-30", "7:00 PM", ":30", "RDHC2201000", "Prime", "Sort of"],
  ["Total:", "", "", "", "", "", ""],
];

function readAll(
  rows: readonly (readonly string[])[],
  saved: Parameters<typeof createAiringLineReader>[0] = null,
) {
  const reader = createAiringLineReader(saved);
  return { lines: rows.map((cells) => reader.read("Sheet1", cells)), reader };
}

const kinds = (lines: readonly AiringLine[]) => lines.map((line) => line.kind);

describe("createAiringLineReader", () => {
  it("skips the report's furniture and reads each airing with the station of its section", () => {
    const { lines, reader } = readAll(file);
    expect(kinds(lines)).toEqual([
      "beforeHeader",
      "beforeHeader",
      "beforeHeader",
      "header",
      "section",
      "airing",
      "airing",
      "total",
      "section",
      "header",
      "airing",
      "unreadable",
      "unreadable",
      "total",
    ]);
    expect(reader.header()?.mapping).toMatchObject({
      adId: "Ad-ID",
      airDate: "Air Date",
      status: "Spot State",
    });
    expect(lines[5]).toEqual({
      kind: "airing",
      airing: {
        adId: "RDHC2201000",
        airDate: "2026-03-09",
        airTime: "06:15:00",
        lengthSeconds: 30,
        outlet: "KXYZ-TV",
        market: null,
        program: "Morning News",
        aired: true,
        statusText: "Aired",
      },
    });
    expect(lines[6]).toMatchObject({
      kind: "airing",
      airing: { aired: false, airTime: "14:32:00", statusText: "Pre-empted" },
    });
    expect(lines[10]).toMatchObject({
      kind: "airing",
      airing: { outlet: "WABC", aired: true, lengthSeconds: 30 },
    });
  });

  it("names every cell a row cannot be read by", () => {
    const { lines } = readAll(file);
    const unreadable = lines[11];
    if (unreadable?.kind !== "unreadable") throw new Error("row 12 is unreadable");
    expect(describeLineProblems(unreadable.problems)).toBe(
      'Ad-ID: The Ad-ID is empty. Length: The length "thirty" is not a length in seconds (30, :30 or 0:00:30).',
    );
    const both = lines[12];
    if (both?.kind !== "unreadable") throw new Error("row 13 is unreadable");
    expect(both.problems.map((problem) => problem.field)).toEqual(["airDate", "status"]);
  });

  it("reads a station heading even when it sits in the Ad-ID's column", () => {
    const rows = [
      ["Ad-ID", "Air Date"],
      ["Property : KXYZ-TV", ""],
      ["RDHC2201000", "2026-03-09"],
    ];
    const { lines } = readAll(rows);
    expect(lines[1]).toEqual({ kind: "section", heading: "Property : KXYZ-TV" });
    expect(lines[2]).toMatchObject({ kind: "airing", airing: { outlet: "KXYZ-TV" } });
  });

  it("uses a saved mapping's own header names", () => {
    const rows = [
      ["Copy", "Day", "Net"],
      ["RDHC2201000", "2026-03-09", "NBC"],
    ];
    const { lines } = readAll(rows, { adId: "Copy", airDate: "Day", outlet: "Net" });
    expect(lines[1]).toMatchObject({ kind: "airing", airing: { adId: "RDHC2201000", outlet: "NBC" } });
  });

  it("says which sheets have no header in their first rows, and starts again on each sheet", () => {
    const reader = createAiringLineReader(null);
    reader.read("Notes", ["Nothing here"]);
    expect(reader.read("Log", header).kind).toBe("header");
    expect(reader.read("Log", ["1", "3/9/2026", "", "", "RDHC2201000", "", ""]).kind).toBe("airing");
    reader.read("Empty", ["x"]);
    expect(reader.sheetsWithoutHeader()).toEqual(["Notes", "Empty"]);
  });
});
