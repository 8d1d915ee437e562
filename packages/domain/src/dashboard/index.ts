export * from "./dashboard-widgets.js";
