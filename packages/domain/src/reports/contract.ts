import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { moduleAccess } from "../api/module-access.js";
import {
  ReportCatalogueSchema,
  ReportExportRequestSchema,
  ReportRunRequestSchema,
  ReportRunResultSchema,
  ReportTypeParamsSchema,
} from "./report-definitions.js";

/**
 * Reports: the catalogue, one page of a report, and its export. Access needs the Reports module;
 * each report also needs read on its own module (`ReportDefinition.module`), checked by the server.
 */
const { read } = moduleAccess("Reports");
const tag = "Report";

export const listReportTypes = defineEndpoint({
  name: "listReportTypes",
  method: "GET",
  path: "/Report/GetAll",
  summary: "The reports the caller may run",
  tag,
  access: read,
  response: ReportCatalogueSchema,
  errors: [],
});

export const runReport = defineEndpoint({
  name: "runReport",
  method: "POST",
  path: "/Report/{reportType}/GetBy",
  summary: "One page of a report, with filters and sorting on its columns",
  tag,
  access: read,
  params: ReportTypeParamsSchema,
  body: ReportRunRequestSchema,
  response: ReportRunResultSchema,
  errors: ["Unauthorized"],
});

export const exportReport = defineEndpoint({
  name: "exportReport",
  method: "POST",
  path: "/Report/{reportType}/Export",
  summary: "The whole report (every page) as CSV, XLSX or PDF",
  tag,
  access: read,
  params: ReportTypeParamsSchema,
  body: ReportExportRequestSchema,
  response: z.unknown(),
  responseKind: "file",
  errors: ["Unauthorized"],
});
