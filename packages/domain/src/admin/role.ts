import { z } from "zod";
import { IdSchema, requiredText } from "../records/field-schemas.js";
import { PermissionSchema } from "./permission.js";

/** A role: a named set of module permissions granted to user profiles. */
export const RoleSchema = z.object({
  id: IdSchema.optional(),
  name: requiredText("role name", 100),
  moduleAccesses: z
    .array(PermissionSchema)
    .default([])
    .refine(
      (accesses) => new Set(accesses.map((access) => access.name)).size === accesses.length,
      "Each module can appear once in a role.",
    ),
});
export type Role = z.infer<typeof RoleSchema>;
export type RoleInput = z.input<typeof RoleSchema>;
