import {
  ReportTypeSchema,
  findReportDefinition,
  type ReportDefinition,
  type ReportType,
} from "@rightsdesk/domain";

/** The report a `/reports/{reportType}` address names, or null for one that does not exist. */
export function readReportType(
  value: string | undefined,
): { reportType: ReportType; report: ReportDefinition } | null {
  const parsed = ReportTypeSchema.safeParse(value);
  if (!parsed.success) return null;
  const report = findReportDefinition(parsed.data);
  return report ? { reportType: parsed.data, report } : null;
}
