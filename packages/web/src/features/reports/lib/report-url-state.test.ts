// @vitest-environment happy-dom
import { findReportDefinition, formatMoneyCents } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { formatReportCell, reportColumnsOf } from "./report-columns";
import { readWithinDays, toReportRequest, updateReportSearch, writeWithinDays } from "./report-url-state";
import { readListState } from "../../../ui/data-table";

const report = findReportDefinition("use-rights-expiring");
if (!report) throw new Error("The report is declared in the domain.");
const columns = reportColumnsOf(report);

describe("a report's view in the URL", () => {
  it("looks 30 days ahead unless the address says otherwise, and ignores what it cannot read", () => {
    expect(readWithinDays(new URLSearchParams(""))).toBe(30);
    expect(readWithinDays(new URLSearchParams("within=90"))).toBe(90);
    expect(readWithinDays(new URLSearchParams("within=0"))).toBe(0);
    expect(readWithinDays(new URLSearchParams("within=-3"))).toBe(30);
    expect(readWithinDays(new URLSearchParams("within=abc"))).toBe(30);
    expect(readWithinDays(new URLSearchParams("within=99999"))).toBe(30);
  });

  it("keeps filters and sort when the window changes, starts again at page 1, and leaves out the default", () => {
    const current = new URLSearchParams("f.performer=cn:ada&sort=daysLeft&dir=desc&page=3");
    const wider = writeWithinDays(current, 90);
    expect(wider.get("within")).toBe("90");
    expect(wider.get("f.performer")).toBe("cn:ada");
    expect(wider.get("sort")).toBe("daysLeft");
    expect(wider.get("page")).toBeNull();
    expect(writeWithinDays(wider, 30).has("within")).toBe(false);
  });

  it("keeps the window when the table's filters or page change", () => {
    const current = new URLSearchParams("within=60&page=2");
    const filtered = updateReportSearch(
      current,
      {
        filter: {
          column: "mediaType",
          filter: { column: "mediaType", operator: "cn", values: ["TV"], caseSensitive: false },
        },
      },
      columns,
    );
    expect(filtered.get("within")).toBe("60");
    expect(filtered.get("f.mediaType")).toBe("cn:TV");
    expect(filtered.get("page")).toBeNull();
  });

  it("asks for the report's own order when no column is chosen, and the window only of window reports", () => {
    const state = readListState(new URLSearchParams(""), columns);
    expect(toReportRequest(state, columns, report, 7)).toEqual({
      query: {
        filters: [],
        sortField: "cycleExpireDate",
        sortDescending: false,
        pageNumber: 0,
        pageSize: 25,
      },
      withinDays: 7,
    });
    const active = findReportDefinition("active-asset");
    if (!active) throw new Error("The report is declared in the domain.");
    const activeColumns = reportColumnsOf(active);
    const sorted = readListState(new URLSearchParams("sort=adId&dir=desc&page=2"), activeColumns);
    expect(toReportRequest(sorted, activeColumns, active, 7)).toEqual({
      query: { filters: [], sortField: "adId", sortDescending: true, pageNumber: 1, pageSize: 25 },
    });
  });
});

describe("a report's cells", () => {
  it("read as the exports write them: days MM/DD/YYYY, money in dollars, empty as nothing", () => {
    const byKey = (key: string) => {
      const column = report.columns.find((candidate) => candidate.key === key);
      if (!column) throw new Error(key);
      return column;
    };
    expect(formatReportCell(byKey("cycleExpireDate"), "2026-12-13")).toBe("12/13/2026");
    expect(formatReportCell(byKey("daysLeft"), 19)).toBe("19");
    expect(formatReportCell(byKey("performer"), null)).toBeNull();
    const cast = findReportDefinition("cast-expiration");
    const money = cast?.columns.find((column) => column.kind === "money");
    if (!money) throw new Error("The cast report has a money column.");
    expect(formatReportCell(money, 123456)).toBe(formatMoneyCents(123456));
  });
});
