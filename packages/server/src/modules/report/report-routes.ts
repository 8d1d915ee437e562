import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import { reportExportFile } from "./report-export.js";
import { ReportService } from "./report-service.js";

export type ReportEndpoint = "listReportTypes" | "runReport" | "exportReport";

/**
 * Reports: the catalogue of the reports the caller may run, one page of a report, and the whole
 * report as CSV, XLSX or PDF. Each report also needs read on its own module.
 */
export function reportHandlers(db: Db): Pick<Handlers, ReportEndpoint> {
  const reports = new ReportService(db);
  return {
    listReportTypes: async (_input, context) => reports.catalogue(requireCaller(context).permission),
    runReport: ({ params, body }, context) =>
      reports.run(params.reportType, body, requireCaller(context).permission, context.now),
    exportReport: async ({ params, body }, context) => {
      const { format, ...request } = body;
      const prepared = reports.prepare(
        params.reportType,
        request,
        requireCaller(context).permission,
        context.now,
      );
      return reportExportFile(prepared, format);
    },
  };
}
