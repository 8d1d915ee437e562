import { z } from "zod";
import { moduleNames } from "./module-names.js";

/** The names carry no schema, so a page can read them without zod (module-names.ts). */
export * from "./module-names.js";

export const ModuleNameSchema = z.enum(moduleNames);
