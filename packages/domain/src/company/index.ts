export * from "./section-fields.js";
export * from "./sections.js";
export * from "./schemas.js";
export * as companyContract from "./contract.js";
