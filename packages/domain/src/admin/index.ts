export * from "./schemas.js";
export * from "./can-access-contract.js";
