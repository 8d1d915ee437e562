export * from "./schemas.js";
export * from "./asset-rights.js";
export * from "./asset-clearance.js";
export * from "./asset-timeline.js";
export * from "./edit-versions.js";
export * from "./sections.js";
export * as assetContract from "./contract.js";
export * from "./rule-calculations.js";
