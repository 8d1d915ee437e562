export * from "./forecast-input.js";
export * from "./forecast-payment.js";
export * from "./forecast-window.js";
export * from "./spot-payments.js";
export * from "./licence-payments.js";
export * from "./forecast-payments.js";
export * from "./forecast-releases.js";
export * from "./money-api-schemas.js";
