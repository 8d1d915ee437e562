import type { ModuleName } from "../access/modules.js";
import { defineEndpoint } from "../api/endpoint.js";
import { CanAccessResponseSchema, IdParamsSchema } from "./schemas.js";

function canAccess<const N extends string>(name: N, segment: string, module: ModuleName) {
  return defineEndpoint({
    name,
    method: "GET",
    path: `/${segment}/CanAccess/{id}`,
    summary: `Your rights on ${module} record {id} (needs read on ${module})`,
    tag: "Access",
    access: { kind: "module", module, right: "read" },
    params: IdParamsSchema,
    response: CanAccessResponseSchema,
    errors: ["NotFound"],
  });
}

/** `GET /{module}/CanAccess/{id}` for every module, and the dashboard's (spec 000 section 7). */
export const canAccessEndpoints = {
  canAccessAdmin: canAccess("canAccessAdmin", "Admin", "Admin"),
  canAccessDashboard: canAccess("canAccessDashboard", "Dashboard", "Dashboard"),
  canAccessCompany: canAccess("canAccessCompany", "Company", "Company"),
  canAccessAsset: canAccess("canAccessAsset", "Asset", "Asset"),
  canAccessPeople: canAccess("canAccessPeople", "People", "People"),
  canAccessElement: canAccess("canAccessElement", "Element", "Element"),
  canAccessCompletionReport: canAccess("canAccessCompletionReport", "CompletionReport", "Completion Report"),
  canAccessAlerts: canAccess("canAccessAlerts", "Alert", "Alerts & Notification"),
  canAccessReportUpload: canAccess("canAccessReportUpload", "ReportUpload", "Report Upload"),
  canAccessContracts: canAccess("canAccessContracts", "Contract", "Contracts"),
  canAccessReports: canAccess("canAccessReports", "Report", "Reports"),
} as const;
