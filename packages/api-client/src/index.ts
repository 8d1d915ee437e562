export * from "./api-client.js";
export * from "./api-error.js";
export * from "./api-error-from-response.js";
export * from "./content-disposition.js";
