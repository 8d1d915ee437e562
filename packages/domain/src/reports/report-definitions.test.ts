import { describe, expect, it } from "vitest";
import { findListField } from "../list-query/list-fields.js";
import { parseListQuery } from "../list-query/validate-list-query.js";
import { moduleNames } from "../access/modules.js";
import {
  ReportCatalogueSchema,
  ReportExportRequestSchema,
  ReportRowSchema,
  ReportRunRequestSchema,
  ReportRunResultSchema,
  ReportTypeParamsSchema,
  findReportDefinition,
  formatMoneyCents,
  reportDefinitions,
  reportExportFileName,
  reportListFields,
  reportTypes,
} from "./report-definitions.js";

describe("report definitions", () => {
  it("declares twelve reports, each with unique columns, a default sort on one of them and a known module", () => {
    expect(reportTypes).toHaveLength(12);
    expect(new Set(reportTypes).size).toBe(12);
    for (const report of reportDefinitions) {
      const keys = report.columns.map((column) => column.key);
      expect(new Set(keys).size, report.key).toBe(keys.length);
      expect(keys, report.key).toContain(report.defaultSort.field);
      expect(moduleNames, report.key).toContain(report.module);
      // A window report tells the days left; the others list what is in force today.
      expect(keys.includes("daysLeft"), report.key).toBe(report.window === "window");
    }
    expect(findReportDefinition("use-rights-expiring")?.module).toBe("Asset");
    expect(findReportDefinition("nothing")).toBeUndefined();
  });

  it("turns columns into list fields: money and numbers as numbers, enums with their values, plus id", () => {
    const guarantee = findReportDefinition("guarantee-expiring");
    if (!guarantee) throw new Error("missing report");
    const fields = reportListFields(guarantee);
    expect(fields.byKey.get("amount")?.kind).toBe("number");
    expect(findListField(fields, "endDate")?.kind).toBe("date");
    expect(fields.byKey.get("talent")?.kind).toBe("text");
    expect(fields.byKey.get("id")?.kind).toBe("number");
    const active = findReportDefinition("active-asset");
    if (!active) throw new Error("missing report");
    const status = reportListFields(active).byKey.get("status");
    expect(status?.kind).toBe("enum");
    expect(status?.values).toContain("RELEASED (USE ACTIVE)");
    // The stored statuses name what expired: each is a value a filter may use.
    expect(status?.values).toContain("EXPIRED (ELEMENT)");
    const query = parseListQuery(
      { filters: [{ property: "AMOUNT", operator: "gte", value: "100" }], sortField: "endDate" },
      fields,
    );
    expect(query.filters[0]).toMatchObject({ property: "amount", values: [100] });
    expect(() => parseListQuery({ sortField: "colour" }, fields)).toThrow();
  });

  it("formats cents as dollars, with thousands and the sign in front", () => {
    expect(formatMoneyCents(0)).toBe("$0.00");
    expect(formatMoneyCents(5)).toBe("$0.05");
    expect(formatMoneyCents(123_456)).toBe("$1,234.56");
    expect(formatMoneyCents(-100_000_001)).toBe("-$1,000,000.01");
    expect(formatMoneyCents(99.9)).toBe("$0.99");
  });

  it("names an export after the report, the day and the format", () => {
    expect(reportExportFileName("use-rights-expiring", "2026-11-24", "xlsx")).toBe(
      "use-rights-expiring-2026-11-24.xlsx",
    );
    expect(reportExportFileName("guarantee-tracking", "2025-01-02", "pdf")).toBe(
      "guarantee-tracking-2025-01-02.pdf",
    );
  });

  it("reads run and export requests with their defaults and names the bad field", () => {
    expect(ReportRunRequestSchema.parse({ query: {} })).toMatchObject({
      withinDays: 30,
      query: { sortField: "Id", pageNumber: 0, pageSize: 25 },
    });
    for (const [withinDays, message] of [
      [-1, "Within days cannot be negative."],
      [1.5, "Within days must be a whole number."],
      [3651, "Within days can be at most 3650."],
      ["7", "Within days must be a whole number."],
    ] as const) {
      const result = ReportRunRequestSchema.safeParse({ query: {}, withinDays });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["withinDays"], message });
    }
    expect(ReportExportRequestSchema.parse({ query: {}, format: "csv" }).format).toBe("csv");
    expect(ReportExportRequestSchema.safeParse({ query: {}, format: "doc" }).error?.issues[0]?.message).toBe(
      "Choose csv, xlsx or pdf.",
    );
    expect(ReportTypeParamsSchema.safeParse({ reportType: "nope" }).error?.issues[0]?.message).toBe(
      "Choose a report.",
    );
  });

  it("accepts rows of cells with an id and a record to open, and the run result around them", () => {
    const row = { id: 5, linkId: 3, adId: "RDSB2505000", daysLeft: 10, performer: null };
    expect(ReportRowSchema.parse(row)).toEqual(row);
    expect(ReportRowSchema.safeParse({ id: 5, linkId: 0 }).success).toBe(false);
    expect(ReportRowSchema.safeParse({ id: 5, linkId: 1, bad: { nested: true } }).success).toBe(false);
    expect(
      ReportRunResultSchema.parse({
        reportType: "active-asset",
        today: "2025-06-02",
        from: null,
        to: null,
        totalRecords: 1,
        records: [row],
      }).records,
    ).toHaveLength(1);
    expect(
      ReportCatalogueSchema.parse({
        records: [{ key: "active-asset", name: "Active asset", description: "…", window: "none" }],
      }).records,
    ).toHaveLength(1);
  });
});
