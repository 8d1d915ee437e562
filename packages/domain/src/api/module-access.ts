import { z } from "zod";
import type { ModuleName } from "../access/modules.js";

/**
 * The access rules of a module's calls: a signed-in user holding read, write or delete on it.
 * A module's contract takes the ones it needs: `const { read, write } = moduleAccess("Asset")`.
 */
export function moduleAccess<const M extends ModuleName>(module: M) {
  return {
    read: { kind: "module", module, right: "read" },
    write: { kind: "module", module, right: "write" },
    remove: { kind: "module", module, right: "delete" },
  } as const;
}

/** The body of a POST that sends nothing: an empty object, or none at all. */
export const EmptyBody = z.object({}).optional();
