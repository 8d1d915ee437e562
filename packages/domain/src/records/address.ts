import { z } from "zod";
import { AddressTypeSchema } from "../company/company-catalogues.js";
import { optionalText, requiredText } from "./field-schemas.js";

/** A postal address of a company or a person. */
export const AddressSchema = z.object({
  type: AddressTypeSchema,
  line1: requiredText("street address"),
  line2: optionalText("second address line"),
  city: requiredText("city", 100),
  state: optionalText("state or region", 100),
  postalCode: optionalText("postal code", 20),
  country: optionalText("country", 100),
});
export type Address = z.infer<typeof AddressSchema>;
