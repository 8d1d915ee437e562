export * from "./report-definitions.js";
