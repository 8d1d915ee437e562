export * from "./record-context.js";
export * from "./record-locks.js";
export * from "./field-encryption.js";
export * from "./record-item-data.js";
export * from "./record-item-repository.js";
export * from "./record-items.js";
export * from "./record-audit-log.js";
