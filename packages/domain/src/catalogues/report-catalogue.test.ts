import { describe, expect, it } from "vitest";
import {
  REPORT_CATALOGUE_EXPECTED_SIZE,
  ReportKeySchema,
  isReportCatalogueComplete,
  reportCatalogue,
  reportRowFields,
} from "./report-catalogue.js";

describe("report catalogue", () => {
  it("names the nine reports of spec 001 section 2, in order", () => {
    expect(reportCatalogue.map((r) => r.name)).toEqual([
      "Active asset",
      "Asset expiration",
      "Asset earliest expiration",
      "Cast expiration",
      "Next holding fee due",
      "Use rights expiring",
      "Guarantee expiring",
      "Active elements",
      "Element expiration",
    ]);
  });

  it("knows it holds 9 of the 12 reports", () => {
    expect(REPORT_CATALOGUE_EXPECTED_SIZE).toBe(12);
    expect(isReportCatalogueComplete()).toBe(false);
  });

  it("has unique URL-safe keys", () => {
    const keys = reportCatalogue.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^[a-z]+(-[a-z]+)*$/.test(key))).toBe(true);
    expect(ReportKeySchema.safeParse("cast-expiration").success).toBe(true);
    expect(ReportKeySchema.safeParse("salary").error?.issues[0]?.message).toBe("Choose a report.");
  });

  it("lists the report row fields", () => {
    expect(reportRowFields).toHaveLength(8);
    expect(reportRowFields).toContain("assetLength");
  });
});
