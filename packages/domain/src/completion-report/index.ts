export * from "./completion-report-life.js";
export * from "./completion-report-routes.js";
export * from "./reconcile-completion-report.js";
export * from "./completion-report-schema.js";
export * from "./completion-report-sections.js";
export * from "./completion-report-api-schemas.js";
export * from "./completion-report-changes.js";
export * from "./completion-report-record-endpoints.js";
export * as completionReportContract from "./contract.js";
