export * from "./sections.js";
export * from "./schemas.js";
export * from "./person-rules.js";
export * as peopleContract from "./contract.js";
