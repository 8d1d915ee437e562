export * from "./list-operators.js";
export * from "./list-fields.js";
export * from "./list-query-input.js";
export * from "./normalize-filter-values.js";
export * from "./list-record-value.js";
export * from "./validate-list-query.js";
export * from "./match-list-filter.js";
export * from "./evaluate-list-query.js";
