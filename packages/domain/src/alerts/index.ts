export * from "./alert-catalogues.js";
export * from "./alert-company.js";
export * from "./alert-schemas.js";
export * from "./alert-rules.js";
export * from "./alert-windows.js";
