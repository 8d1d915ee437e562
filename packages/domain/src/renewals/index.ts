export * from "./renewal-decision.js";
export * from "./release-of-decisions.js";
