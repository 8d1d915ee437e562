export * from "./alert-schemas.js";
export * from "./alert-rules.js";
