import { z } from "zod";
import { elevatedRoleNames, userTypeNames } from "../access/modules.js";

/** User kinds (spec 001 section 3); the list itself lives with the access rules. */
export const UserKindSchema = z.enum(userTypeNames, { error: "Choose the user kind." });
export type UserKind = z.infer<typeof UserKindSchema>;

export const ElevatedRoleNameSchema = z.enum(elevatedRoleNames, {
  error: "Choose admin system or admin client.",
});
