export * from "./fee-schedule.js";
export * from "./fee-sources.js";
export * from "./fee-schedules.js";
export * from "./select-fee-schedule.js";
export * from "./lookup-fee.js";
export * from "./pension-health.js";
