import { z } from "zod";

interface ReportEntry {
  /** Stable key, used in `/reports/{reportType}`. */
  readonly key: string;
  readonly name: string;
}

/**
 * The report list. The product has 12 reports; the spec names 9 (spec 001 section 2).
 * Add the other three here as they become known; keys never change once published.
 */
export const reportCatalogue = [
  { key: "active-asset", name: "Active asset" },
  { key: "asset-expiration", name: "Asset expiration" },
  { key: "asset-earliest-expiration", name: "Asset earliest expiration" },
  { key: "cast-expiration", name: "Cast expiration" },
  { key: "next-holding-fee-due", name: "Next holding fee due" },
  { key: "use-rights-expiring", name: "Use rights expiring" },
  { key: "guarantee-expiring", name: "Guarantee expiring" },
  { key: "active-elements", name: "Active elements" },
  { key: "element-expiration", name: "Element expiration" },
] as const satisfies readonly ReportEntry[];

/** How many reports the product has in all (spec 001 section 9). */
export const REPORT_CATALOGUE_EXPECTED_SIZE = 12;

export function isReportCatalogueComplete(): boolean {
  return reportCatalogue.length >= REPORT_CATALOGUE_EXPECTED_SIZE;
}

export type ReportKey = (typeof reportCatalogue)[number]["key"];
export const reportKeys = reportCatalogue.map((r) => r.key) as [ReportKey, ...ReportKey[]];
export const ReportKeySchema = z.enum(reportKeys, { error: "Choose a report." });

/** Fields of a report row. */
export const reportRowFields = [
  "performer",
  "performerCategory",
  "role",
  "assetTitle",
  "assetId",
  "assetLength",
  "agent",
  "compensation",
] as const;
