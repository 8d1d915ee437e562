export * from "./completion-report-life.js";
export * from "./completion-report-routes.js";
export * from "./reconcile-completion-report.js";
export * from "./completion-report-schema.js";
