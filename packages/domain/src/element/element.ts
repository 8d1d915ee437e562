import { z } from "zod";
import { RightsStatusSchema } from "../status/rights-status.js";
import {
  AudioOriginSchema,
  CreatorRoleSchema,
  GuaranteeChoiceSchema,
  LicenceTypeSchema,
  MusicOriginSchema,
  PerformingRightsOrganisationSchema,
  RightsKindSchema,
} from "./element-catalogues.js";
import {
  ElementTypeSchema,
  elementProperties,
  elementTypeShowsProperty,
  isElementSubtypeOf,
} from "./element-types.js";
import type { ElementPropertyKey, ElementType } from "./element-types.js";
import { IdSchema, optionalDate, optionalText, referenceId, requiredText } from "../records/field-schemas.js";

function count(what: string) {
  const message = `Enter the ${what} as a whole number of 1 or more.`;
  return z.number({ error: message }).int(message).min(1, message);
}

/** The extra properties an element may carry; which ones a type shows is in `elementTypeCatalogue`. */
export const ElementPropertiesSchema = z
  .object({
    urlLink: z.url({
      protocol: /^https?$/,
      error: "Enter the URL link as a full web address starting with http:// or https://.",
    }),
    frameInfo: optionalText("frame info", 500),
    numberOfClips: count("number of clips"),
    dateOfProduction: optionalDate("date of production"),
    countryOfProduction: optionalText("country of production", 100),
    numberOfImages: count("number of images"),
    keylines: optionalText("keylines", 500),
    make: optionalText("make", 100),
    model: optionalText("model", 100),
    year: z
      .number({ error: "Enter the year as four digits." })
      .int("Enter the year as four digits.")
      .min(1000, "Enter the year as four digits.")
      .max(9999, "Enter the year as four digits."),
    country: optionalText("country", 100),
    state: optionalText("state", 100),
    city: optionalText("city", 100),
    notes: optionalText("notes", 2000),
  })
  .partial();
export type ElementProperties = z.infer<typeof ElementPropertiesSchema>;

export const NumberOfUsesSchema = z.discriminatedUnion(
  "choice",
  [
    z.object({ choice: z.literal("Unlimited") }),
    z.object({ choice: z.literal("Number defined"), count: count("number of uses") }),
  ],
  { error: "Choose Unlimited or Number defined." },
);
export type NumberOfUses = z.infer<typeof NumberOfUsesSchema>;

export const CreatorSchema = z.object({ role: CreatorRoleSchema, name: requiredText("creator name") });

/** What the element's type allows: a sub type of the type, only the properties it shows, music and audio origins only on MUSIC and AUDIO. */
export function checkElementShape(
  element: {
    readonly elementType: ElementType;
    readonly subType?: string | undefined;
    readonly properties: Readonly<Record<string, unknown>>;
    readonly musicOrigin?: string | undefined;
    readonly audioOrigin?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const type = element.elementType;
  if (element.subType !== undefined && element.subType !== "" && !isElementSubtypeOf(type, element.subType)) {
    ctx.addIssue({
      code: "custom",
      message: `Choose a sub type that belongs to the element type ${type}.`,
      path: ["subType"],
    });
  }
  for (const key of Object.keys(element.properties) as ElementPropertyKey[]) {
    if (element.properties[key] !== undefined && !elementTypeShowsProperty(type, key)) {
      const message = `${labelOf.get(key) ?? key} does not apply to ${type} elements; leave it empty.`;
      ctx.addIssue({ code: "custom", message, path: ["properties", key] });
    }
  }
  if (element.musicOrigin !== undefined && type !== "MUSIC") {
    ctx.addIssue({
      code: "custom",
      message: "Music origin applies only to MUSIC elements.",
      path: ["musicOrigin"],
    });
  }
  if (element.audioOrigin !== undefined && type !== "AUDIO") {
    ctx.addIssue({
      code: "custom",
      message: "Audio origin applies only to AUDIO elements.",
      path: ["audioOrigin"],
    });
  }
}

const labelOf = new Map<string, string>(elementProperties.map((p) => [p.key, p.label]));

/** A licensed element: music, art, footage, a vehicle... (spec 001 section 3). */
export const ElementSchema = z
  .object({
    id: IdSchema.optional(),
    name: requiredText("element name"),
    elementType: ElementTypeSchema,
    subType: optionalText("element sub type", 100),
    status: RightsStatusSchema.default("INCOMPLETE"),
    properties: ElementPropertiesSchema.default({}),
    musicOrigin: MusicOriginSchema.optional(),
    audioOrigin: AudioOriginSchema.optional(),
    rightsKinds: z.array(RightsKindSchema).default([]),
    performingRightsOrganisation: PerformingRightsOrganisationSchema.optional(),
    licenceType: LicenceTypeSchema.optional(),
    creators: z.array(CreatorSchema).default([]),
    guarantee: GuaranteeChoiceSchema.optional(),
    numberOfUses: NumberOfUsesSchema.optional(),
    expiryDate: optionalDate("element expiry date"),
    licensorCompanyId: referenceId("licensor or vendor").optional(),
  })
  .superRefine(checkElementShape);
/** Named `ElementRecord`, not `Element`, so it never shadows the DOM type in the web app. */
export type ElementRecord = z.infer<typeof ElementSchema>;
export type ElementInput = z.input<typeof ElementSchema>;
