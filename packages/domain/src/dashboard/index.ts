export * from "./dashboard-widgets.js";
export * from "./dashboard-layout-generation.js";
