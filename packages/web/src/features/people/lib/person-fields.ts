import { PersonProfileInputSchema } from "@rightsdesk/domain";
import { z } from "zod";

/**
 * What the add form and the profile form share: the domain's profile input, with the multiple
 * birth held as two selects (the forms turn them back into the domain's one object).
 */
export const PersonFieldsSchema = PersonProfileInputSchema.omit({ multiples: true }).extend({
  multiplesKind: z.string(),
  multiplesZygosity: z.string(),
});
export type PersonFieldValues = z.input<typeof PersonFieldsSchema>;
