export * from "./list-columns.js";
export * from "./list-filter-sql.js";
export * from "./list-order-sql.js";
export * from "./compile-list-query.js";
export * from "./fetch-list-page.js";
export * from "./fetch-select-list.js";
