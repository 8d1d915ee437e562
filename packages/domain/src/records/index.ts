export * from "./lock-schemas.js";
