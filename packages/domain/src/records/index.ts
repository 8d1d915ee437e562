export * from "./lock-schemas.js";
export * from "./import-schemas.js";
export * from "./section-schemas.js";
export * from "./section-endpoints.js";
