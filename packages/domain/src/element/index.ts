export * from "./element-types.js";
export * from "./element-catalogues.js";
export * from "./element.js";
export * from "./schemas.js";
export * from "./sections.js";
export * from "./element-rights.js";
export * as elementContract from "./contract.js";
export * from "./element-record-endpoints.js";
