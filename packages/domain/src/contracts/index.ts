export * from "./contract-status-machine.js";
export * from "./propose-union-fees.js";
export * from "./contract-sections.js";
export * from "./contract-schemas.js";
export * from "./contract-rules.js";
export * from "./template-schemas.js";
export * from "./render-contract-document.js";
export * from "./bulk-contract-csv.js";
