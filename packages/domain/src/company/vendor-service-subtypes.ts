import { z } from "zod";

/**
 * Vendor companies have about 55 service subtypes (spec 001 section 3); the list is not
 * shown, so this is a known starter list of services an ad production buys. Append only.
 */
export const vendorServiceSubtypes = [
  "ANIMATION",
  "AUDIO POST PRODUCTION",
  "CASTING SERVICES",
  "CATERING",
  "COLOR GRADING",
  "DUPLICATION/DISTRIBUTION",
  "EDITORIAL",
  "EQUIPMENT RENTAL",
  "GRAPHICS",
  "HAIR/MAKE-UP",
  "ILLUSTRATION",
  "INSURANCE BROKER",
  "LEGAL CLEARANCE",
  "LOCATION SCOUTING",
  "MUSIC HOUSE",
  "MUSIC LIBRARY",
  "PAYROLL SERVICES",
  "PHOTOGRAPHY",
  "POST PRODUCTION",
  "PRINTING",
  "PROP HOUSE",
  "RECORDING STUDIO",
  "SET CONSTRUCTION",
  "STOCK FOOTAGE",
  "STOCK PHOTOGRAPHY",
  "TRANSLATION",
  "TRANSPORTATION",
  "TRAVEL",
  "VISUAL EFFECTS",
  "WARDROBE",
  "OTHER",
] as const;

/** False: the product's full list (about 55 services) is not in the spec. */
export const vendorServiceSubtypesComplete = false;

export const VendorServiceSubtypeSchema = z.enum(vendorServiceSubtypes);
export type VendorServiceSubtype = z.infer<typeof VendorServiceSubtypeSchema>;
