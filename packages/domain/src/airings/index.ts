export * from "./airing-columns.js";
export * from "./airing-values.js";
export * from "./read-airing-lines.js";
export * from "./wild-spot-markets.js";
export * from "./reconcile-airing.js";
export * from "./count-uses.js";
export * from "./airing-review.js";
export * from "./airing-api-schemas.js";
export * as airingContract from "./contract.js";
