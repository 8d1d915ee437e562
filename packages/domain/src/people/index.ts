export * from "./person-catalogues.js";
export * from "./person-tabs.js";
export * from "./person.js";
export * from "./sections.js";
export * from "./schemas.js";
export * from "./person-rules.js";
export * from "./person-picture.js";
export * as peopleContract from "./contract.js";
export * from "./person-record-endpoints.js";
