export * from "./search-schemas.js";
