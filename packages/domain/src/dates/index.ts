export * from "./calendar.js";
export * from "./iso-date.js";
export * from "./day-number.js";
export * from "./date-arithmetic.js";
export * from "./month-arithmetic.js";
export * from "./empty-date.js";
export * from "./display-date.js";
export * from "./iso-date-of-instant.js";
