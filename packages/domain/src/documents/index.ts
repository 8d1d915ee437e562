export * from "./document-catalogues.js";
export * from "./document.js";
export * from "./document-owners.js";
export * from "./file-size.js";
export * from "./schemas.js";
export * from "./owner-document-endpoints.js";
export * as documentsContract from "./contract.js";
