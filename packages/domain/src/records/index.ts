export * from "./lock-schemas.js";
export * from "./import-schemas.js";
