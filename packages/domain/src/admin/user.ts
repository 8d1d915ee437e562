import { z } from "zod";
import { RecordStatusSchema } from "../company/company-catalogues.js";
import { ElevatedRoleNameSchema, UserKindSchema } from "./user-catalogues.js";
import { IdSchema, referenceId, requiredText } from "../records/field-schemas.js";

/** A user of the product (spec 001 section 3; sign-in data is in spec 000). */
export const UserSchema = z.object({
  id: IdSchema.optional(),
  userName: requiredText("user name", 100),
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: z.email("Enter a valid email address."),
  userKind: UserKindSchema,
  status: RecordStatusSchema.default("ACTIVE"),
  /** Elevated role names are matched case-insensitively and stored lower case. */
  elevatedRole: z.string().trim().toLowerCase().pipe(ElevatedRoleNameSchema).optional(),
  roleId: referenceId("role").optional(),
});
export type User = z.infer<typeof UserSchema>;
export type UserInput = z.input<typeof UserSchema>;
