import { z } from "zod";
import { moduleNames } from "../access/modules.js";
import type { ModuleName } from "../access/modules.js";

/** The canonical module name for `name`, matched case-insensitively; undefined if unknown. */
export function canonicalModuleName(name: string): ModuleName | undefined {
  const wanted = name.trim().toLowerCase();
  return moduleNames.find((module) => module.toLowerCase() === wanted);
}

const ModuleNameInputSchema = z.string({ error: "Choose the module." }).transform((name, ctx) => {
  const canonical = canonicalModuleName(name);
  if (canonical === undefined) {
    ctx.addIssue({ code: "custom", message: `Choose a module: ${moduleNames.join(", ")}.` });
    return z.NEVER;
  }
  return canonical;
});

export const AccessFlagsSchema = z.object({
  canRead: z.boolean().default(false),
  canWrite: z.boolean().default(false),
  canDelete: z.boolean().default(false),
});
export type AccessFlags = z.infer<typeof AccessFlagsSchema>;

function needsRead(flags: AccessFlags): boolean {
  return (flags.canWrite || flags.canDelete) && !flags.canRead;
}

export const PermissionItemSchema = z.object({
  name: z.string({ error: "Enter the item name." }).trim().min(1, "Enter the item name."),
  module: z.object({ name: ModuleNameInputSchema }),
  accessPermission: AccessFlagsSchema,
});
export type PermissionItem = z.infer<typeof PermissionItemSchema>;

/**
 * One module's access within a role: read, write and delete on the module, plus access to
 * items inside it. Module names are matched case-insensitively and stored canonically.
 * Write or delete without read is refused, as is an item of another module.
 */
export const PermissionSchema = z
  .object({
    name: ModuleNameInputSchema,
    accessPermission: AccessFlagsSchema,
    itemAccesses: z.array(PermissionItemSchema).default([]),
  })
  .superRefine((permission, ctx) => {
    if (needsRead(permission.accessPermission)) {
      ctx.addIssue({
        code: "custom",
        message: `Give read access to ${permission.name} before write or delete.`,
        path: ["accessPermission", "canRead"],
      });
    }
    permission.itemAccesses.forEach((item, index) => {
      if (item.module.name !== permission.name) {
        const message = `The item ${item.name} belongs to ${item.module.name}, not ${permission.name}.`;
        ctx.addIssue({ code: "custom", message, path: ["itemAccesses", index, "module", "name"] });
      }
      if (needsRead(item.accessPermission)) {
        const message = `Give read access to the item ${item.name} before write or delete.`;
        ctx.addIssue({
          code: "custom",
          message,
          path: ["itemAccesses", index, "accessPermission", "canRead"],
        });
      }
    });
  });
export type Permission = z.infer<typeof PermissionSchema>;
export type PermissionInput = z.input<typeof PermissionSchema>;
