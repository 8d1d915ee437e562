export * from "./contract-status-machine.js";
export * from "./propose-union-fees.js";
