export * from "./schemas.js";
export * from "./sections.js";
export * from "./element-rights.js";
export * as elementContract from "./contract.js";
