export * from "./alert-catalogues.js";
export * from "./alert-schemas.js";
export * from "./alert-rules.js";
