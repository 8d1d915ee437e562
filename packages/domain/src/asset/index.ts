export * from "./schemas.js";
export * from "./asset-rights.js";
export * from "./edit-versions.js";
export * as assetContract from "./contract.js";
