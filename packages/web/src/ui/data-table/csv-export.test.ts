import type { ListQuery } from "@rightsdesk/domain";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { buildCsv } from "./csv-build";
import { csvFileName, ExportCancelledError, fetchAllRecords, type CsvColumn } from "./csv-export";

interface Row {
  id: number;
  name: string;
  city: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: "Id", value: (row) => row.id },
  { header: "Legal name", value: (row) => row.name },
  { header: "City", value: (row) => row.city },
];

describe("buildCsv", () => {
  it("writes a heading row, then one row per record, quoting what needs it", () => {
    const csv = buildCsv(columns, [
      { id: 1, name: 'Smith, Jones & "Partners"', city: "Paris" },
      { id: 2, name: "Line\nbreak", city: null },
    ]);
    expect(csv).toBe('Id,Legal name,City\r\n1,"Smith, Jones & ""Partners""",Paris\r\n2,"Line\nbreak",\r\n');
    expect(Papa.parse(csv, { skipEmptyLines: true }).data).toEqual([
      ["Id", "Legal name", "City"],
      ["1", 'Smith, Jones & "Partners"', "Paris"],
      ["2", "Line\nbreak", ""],
    ]);
  });

  it("keeps a spreadsheet from running a value as a formula", () => {
    const csv = buildCsv(columns, [
      { id: -3, name: '=HYPERLINK("x")', city: "@home" },
      { id: 4, name: "+cmd", city: "-2+3" },
      { id: 5, name: "\tTabbed", city: "\rReturned" },
    ]);
    const [, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ["-3", '\'=HYPERLINK("x")', "'@home"],
      ["4", "'+cmd", "'-2+3"],
      ["5", "'\tTabbed", "'\rReturned"],
    ]);
  });

  it("writes only the heading for no records", () => {
    expect(buildCsv(columns, [])).toBe("Id,Legal name,City\r\n");
  });
});

describe("csvFileName", () => {
  it("names the file after the list and the local day", () => {
    expect(csvFileName("companies", new Date(2026, 10, 22, 23, 59))).toBe("companies-2026-11-22.csv");
    expect(csvFileName("companies", new Date(2026, 0, 5))).toBe("companies-2026-01-05.csv");
  });
});

describe("fetchAllRecords", () => {
  const query: ListQuery = {
    filters: [{ property: "legalName", operator: "cn", value: "a", caseSensitive: false }],
    sortField: "legalName",
    sortDescending: true,
    pageNumber: 3,
    pageSize: 25,
  };

  function serverOf(total: number) {
    const asked: ListQuery[] = [];
    const all = Array.from({ length: total }, (_, index) => index + 1);
    const fetchPage = (page: ListQuery) => {
      asked.push(page);
      const start = page.pageNumber * page.pageSize;
      return Promise.resolve({ totalRecords: total, records: all.slice(start, start + page.pageSize) });
    };
    return { asked, all, fetchPage };
  }

  it("reads every page of 500 with the same filters and sort, in order", async () => {
    const server = serverOf(1234);
    const progress: [number, number][] = [];
    const records = await fetchAllRecords(query, server.fetchPage, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(records).toEqual(server.all);
    expect(server.asked.map((page) => [page.pageNumber, page.pageSize])).toEqual([
      [0, 500],
      [1, 500],
      [2, 500],
    ]);
    expect(server.asked.every((page) => page.filters === query.filters && page.sortDescending)).toBe(true);
    expect(progress).toEqual([
      [500, 1234],
      [1000, 1234],
      [1234, 1234],
    ]);
  });

  it("asks once for an empty list, and once for exactly one full page", async () => {
    const empty = serverOf(0);
    expect(await fetchAllRecords(query, empty.fetchPage)).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const full = serverOf(500);
    expect(await fetchAllRecords(query, full.fetchPage)).toHaveLength(500);
    expect(full.asked).toHaveLength(1);
  });

  it("stops when asked to", async () => {
    const server = serverOf(2000);
    const controller = new AbortController();
    const reading = fetchAllRecords(query, server.fetchPage, {
      signal: controller.signal,
      onProgress: (done) => {
        if (done >= 1000) controller.abort();
      },
    });
    await expect(reading).rejects.toBeInstanceOf(ExportCancelledError);
    expect(server.asked).toHaveLength(2);
  });
});
