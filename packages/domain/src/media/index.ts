export * from "./media-catalogue.js";
export * from "./canonical-media.js";
export * from "./media-fields.js";
