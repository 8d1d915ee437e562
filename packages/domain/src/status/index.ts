export * from "./asset-statuses.js";
export * from "./rights-status.js";
export * from "./status-display-order.js";
export * from "./status-filter-groups.js";
export * from "./expired-status-of-kind.js";
export * from "./derive-rights-status.js";
export * from "./find-missing-fields.js";
export * from "./rights-standing.js";
