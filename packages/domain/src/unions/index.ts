export * from "./performer-catalogues.js";
export * from "./union-agreements.js";
