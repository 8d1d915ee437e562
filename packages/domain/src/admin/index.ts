export * from "./user-catalogues.js";
export * from "./permission.js";
export * from "./role.js";
export * from "./user.js";
export * from "./schemas.js";
export * from "./can-access-contract.js";
