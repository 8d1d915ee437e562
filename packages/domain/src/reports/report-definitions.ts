import { formatUsd } from "../money/money.js";
import { z } from "zod";
import type { ModuleName } from "../access/modules.js";
import { IsoDateSchema } from "../dates/iso-date.js";
import { defineListFields, type ListFields, type ListFieldSpec } from "../list-query/list-fields.js";
import { ListQueryInputSchema } from "../list-query/list-query-input.js";
import { rightsStatuses } from "../status/rights-status.js";

/**
 * The reports (spec 001 sections 2 and 9: twelve, nine of them named). Each is declared once here:
 * its columns (which are also the fields its filters and sorting may use), its default sort, the
 * module a caller must read, and whether it looks ahead a number of days from today. The server
 * builds the rows, the web app draws the table and the filters, the CLI prints them, and the three
 * exports (CSV, XLSX, PDF) write the same columns in the same order — the whole result, not a page.
 *
 * The spec does not name the last three; they are the other expirations the alert dashboard
 * tracks (talent and MSA contracts) and the guarantee payments the spec calls "guarantee tracking".
 */

export const reportColumnKinds = ["text", "date", "number", "money", "enum"] as const;
export type ReportColumnKind = (typeof reportColumnKinds)[number];

export interface ReportColumn {
  readonly key: string;
  readonly label: string;
  readonly kind: ReportColumnKind;
  /** For enum columns: the values a filter may use. */
  readonly values?: readonly string[];
  /** A text column whose values are catalogue codes (a category, a union): read through codeLabel. */
  readonly code?: boolean;
}

/** Whether a column's values are codes, shown in words on screen and in the PDF. */
export function readsAsCode(column: ReportColumn): boolean {
  return column.kind === "enum" || column.code === true;
}

/** What a row links to (its record page). */
export type ReportLinkType = "asset" | "element" | "contract" | "person";

export interface ReportDefinition {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** The module a caller must be able to read. */
  readonly module: ModuleName;
  readonly columns: readonly ReportColumn[];
  readonly defaultSort: { readonly field: string; readonly ascending: boolean };
  /** "window": rows due from today through today + withinDays (default 30); "none": no date window. */
  readonly window: "window" | "none";
  /** The row's record: rows carry `linkType`-typed id in `linkId`. */
  readonly link: ReportLinkType;
}

/** Every status an asset or element stores, the EXPIRED (…) ones included, so each can be filtered on. */
const assetStatuses = rightsStatuses;

const col = (
  key: string,
  label: string,
  kind: ReportColumnKind = "text",
  values?: readonly string[],
): ReportColumn => (values ? { key, label, kind, values } : { key, label, kind });

/** A text column holding catalogue codes. */
const codeCol = (key: string, label: string): ReportColumn => ({ key, label, kind: "text", code: true });

const assetColumns = [
  col("adId", "Ad-ID"),
  col("assetTitle", "Asset title"),
  codeCol("assetType", "Asset type"),
];

export const reportDefinitions = [
  {
    key: "active-asset",
    name: "Active asset",
    description: "Assets cleared to air today, with what ends them first.",
    module: "Asset",
    columns: [
      ...assetColumns,
      col("advertiser", "Advertiser"),
      col("status", "Status", "enum", assetStatuses),
      col("earliestExpireDate", "Earliest expiration", "date"),
      col("earliestExpireReason", "Ends because of"),
      col("expireMpuEndDate", "MPU end", "date"),
    ],
    defaultSort: { field: "earliestExpireDate", ascending: true },
    window: "none",
    link: "asset",
  },
  {
    key: "asset-expiration",
    name: "Asset expiration",
    description: "Assets whose MPU (maximum period of use) ends within the window.",
    module: "Asset",
    columns: [
      ...assetColumns,
      col("advertiser", "Advertiser"),
      col("status", "Status", "enum", assetStatuses),
      col("expireMpuEndDate", "MPU end", "date"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "expireMpuEndDate", ascending: true },
    window: "window",
    link: "asset",
  },
  {
    key: "asset-earliest-expiration",
    name: "Asset earliest expiration",
    description:
      "Assets whose earliest expiration (MPU, talent, element, contract or use right) falls within the window.",
    module: "Asset",
    columns: [
      ...assetColumns,
      col("status", "Status", "enum", assetStatuses),
      col("earliestExpireDate", "Earliest expiration", "date"),
      col("earliestExpireReason", "Ends because of"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "earliestExpireDate", ascending: true },
    window: "window",
    link: "asset",
  },
  {
    key: "cast-expiration",
    name: "Cast expiration",
    description: "Cast members whose use (their use rights or their contract) ends within the window.",
    module: "Asset",
    columns: [
      col("performer", "Performer"),
      codeCol("performerCategory", "Performer category"),
      col("role", "Role"),
      col("assetTitle", "Asset title"),
      col("adId", "Ad-ID"),
      col("agent", "Agent"),
      col("compensation", "Compensation", "money"),
      col("expireDate", "Expires", "date"),
      col("expireReason", "Ends because of"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "expireDate", ascending: true },
    window: "window",
    link: "asset",
  },
  {
    key: "next-holding-fee-due",
    name: "Next holding fee due",
    description:
      "Each union cast member's next unpaid holding fee: due by the first day of its 13-week cycle.",
    module: "Asset",
    columns: [
      col("performer", "Performer"),
      codeCol("performerCategory", "Performer category"),
      codeCol("union", "Union"),
      col("assetTitle", "Asset title"),
      col("adId", "Ad-ID"),
      col("cycleNumber", "Cycle", "number"),
      col("dueDate", "Due", "date"),
      col("cycleExpire", "Cycle ends", "date"),
      col("holdingFee", "Holding fee", "money"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "dueDate", ascending: true },
    window: "window",
    link: "asset",
  },
  {
    key: "use-rights-expiring",
    name: "Use rights expiring",
    description: "Use rights whose current cycle ends within the window.",
    module: "Asset",
    columns: [
      col("adId", "Ad-ID"),
      col("assetTitle", "Asset title"),
      codeCol("useRightType", "Use right"),
      codeCol("mediaType", "Media"),
      col("performer", "Performer"),
      col("contractNumber", "Contract"),
      col("startCycleDate", "Cycle start", "date"),
      col("cycleExpireDate", "Cycle ends", "date"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "cycleExpireDate", ascending: true },
    window: "window",
    link: "asset",
  },
  {
    key: "guarantee-expiring",
    name: "Guarantee expiring",
    description: "Contract guarantees whose term ends within the window, with what is still unpaid.",
    module: "Contracts",
    columns: [
      col("guaranteeNumber", "Guarantee"),
      col("contractNumber", "Contract"),
      col("contractTitle", "Contract title"),
      col("talent", "Talent"),
      col("endDate", "Term ends", "date"),
      col("amount", "Amount", "money"),
      col("unpaid", "Unpaid", "money"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "endDate", ascending: true },
    window: "window",
    link: "contract",
  },
  {
    key: "active-elements",
    name: "Active elements",
    description: "Elements licensed for use today, with what ends them first.",
    module: "Element",
    columns: [
      col("elementTitle", "Element"),
      codeCol("elementType", "Type"),
      col("vendor", "Vendor"),
      col("status", "Status", "enum", assetStatuses),
      col("earliestExpireDate", "Earliest expiration", "date"),
      col("earliestExpireReason", "Ends because of"),
    ],
    defaultSort: { field: "earliestExpireDate", ascending: true },
    window: "none",
    link: "element",
  },
  {
    key: "element-expiration",
    name: "Element expiration",
    description: "Elements whose licence ends within the window.",
    module: "Element",
    columns: [
      col("elementTitle", "Element"),
      codeCol("elementType", "Type"),
      col("vendor", "Vendor"),
      col("status", "Status", "enum", assetStatuses),
      col("earliestExpireDate", "Expires", "date"),
      col("earliestExpireReason", "Ends because of"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "earliestExpireDate", ascending: true },
    window: "window",
    link: "element",
  },
  {
    key: "talent-contract-expiration",
    name: "Talent contract expiration",
    description: "Union and non-union talent contracts (not voided) that expire within the window.",
    module: "Contracts",
    columns: [
      col("contractNumber", "Contract"),
      col("contractTitle", "Title"),
      codeCol("family", "Family"),
      col("talent", "Talent"),
      codeCol("status", "Status"),
      col("expirationDate", "Expires", "date"),
      col("renewalDate", "Renewal", "date"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "expirationDate", ascending: true },
    window: "window",
    link: "contract",
  },
  {
    key: "msa-contract-expiration",
    name: "MSA contract expiration",
    description: "Master services agreements (not voided) that expire within the window.",
    module: "Contracts",
    columns: [
      col("contractNumber", "Contract"),
      col("contractTitle", "Title"),
      col("vendor", "Vendor"),
      codeCol("status", "Status"),
      col("expirationDate", "Expires", "date"),
      col("renewalDate", "Renewal", "date"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "expirationDate", ascending: true },
    window: "window",
    link: "contract",
  },
  {
    key: "guarantee-tracking",
    name: "Guarantee tracking",
    description: "Guarantee payments not yet paid, due within the window or already overdue.",
    module: "Contracts",
    columns: [
      col("recordNumber", "Payment"),
      col("guaranteeNumber", "Guarantee"),
      col("contractNumber", "Contract"),
      col("talent", "Talent"),
      col("dueDate", "Due", "date"),
      col("amount", "Amount", "money"),
      col("daysLeft", "Days left", "number"),
    ],
    defaultSort: { field: "dueDate", ascending: true },
    window: "window",
    link: "contract",
  },
] as const satisfies readonly ReportDefinition[];

export type ReportType = (typeof reportDefinitions)[number]["key"];
export const reportTypes = reportDefinitions.map((r) => r.key) as [ReportType, ...ReportType[]];
export const ReportTypeSchema = z.enum(reportTypes, { error: "Choose a report." });

export function findReportDefinition(key: string): ReportDefinition | undefined {
  return reportDefinitions.find((r) => r.key === key);
}

/** The list fields of a report: its columns (money and numbers as numbers), for filters and sorting. */
export function reportListFields(report: ReportDefinition): ListFields {
  const spec: Record<string, ListFieldSpec> = {};
  for (const column of report.columns) {
    spec[column.key] =
      column.kind === "money"
        ? "number"
        : column.kind === "enum"
          ? { kind: "enum", values: column.values ?? [] }
          : column.kind;
  }
  return defineListFields(spec);
}

/** Largest look-ahead a report takes. */
export const MAX_REPORT_WITHIN_DAYS = 3650;
export const DEFAULT_REPORT_WITHIN_DAYS = 30;

const WithinDaysSchema = z
  .number({ error: "Within days must be a whole number." })
  .int("Within days must be a whole number.")
  .min(0, "Within days cannot be negative.")
  .max(MAX_REPORT_WITHIN_DAYS, `Within days can be at most ${MAX_REPORT_WITHIN_DAYS}.`);

export const ReportTypeParamsSchema = z.object({ reportType: ReportTypeSchema });

/**
 * One page of a report: the list query of every list (filters on the report's columns, sort,
 * page) plus the window's days ahead. A window report's rows run from today (overdue included
 * for guarantee tracking) through today + withinDays.
 */
export const ReportRunRequestSchema = z.object({
  query: ListQueryInputSchema,
  withinDays: WithinDaysSchema.default(DEFAULT_REPORT_WITHIN_DAYS),
});
export type ReportRunRequest = z.input<typeof ReportRunRequestSchema>;

/** A cell: text, a day "YYYY-MM-DD", a number (money in cents), or empty. */
export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);
/** A row: one cell per column key, plus `id` (unique in the report) and `linkId`, the record it opens. */
export const ReportRowSchema = z
  .object({ id: z.union([z.string(), z.number()]), linkId: z.number().int().positive() })
  .catchall(ReportCellSchema);
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportRunResultSchema = z.object({
  reportType: ReportTypeSchema,
  today: IsoDateSchema,
  /** The window, for window reports; null otherwise. */
  from: IsoDateSchema.nullable(),
  to: IsoDateSchema.nullable(),
  totalRecords: z.number().int().nonnegative(),
  records: z.array(ReportRowSchema),
});
export type ReportRunResult = z.infer<typeof ReportRunResultSchema>;

export const reportExportFormats = ["csv", "xlsx", "pdf"] as const;
export const ReportExportFormatSchema = z.enum(reportExportFormats, { error: "Choose csv, xlsx or pdf." });
export type ReportExportFormat = z.infer<typeof ReportExportFormatSchema>;

/** The whole result (the query's page and page size are ignored), as a file. */
export const ReportExportRequestSchema = ReportRunRequestSchema.extend({ format: ReportExportFormatSchema });
export type ReportExportRequest = z.input<typeof ReportExportRequestSchema>;

/** The reports the caller may run, for /reports/all. */
export const ReportCatalogueEntrySchema = z.object({
  key: ReportTypeSchema,
  name: z.string(),
  description: z.string(),
  window: z.enum(["window", "none"]),
});
export const ReportCatalogueSchema = z.object({ records: z.array(ReportCatalogueEntrySchema) });

/** How a money cell reads in a table, a CSV or a PDF: "$1,234.56" (the domain's formatUsd). */
export const formatMoneyCents = formatUsd;

/** The file name of an export: "use-rights-expiring-2026-11-24.xlsx". */
export function reportExportFileName(
  reportType: ReportType,
  today: string,
  format: ReportExportFormat,
): string {
  return `${reportType}-${today}.${format}`;
}
