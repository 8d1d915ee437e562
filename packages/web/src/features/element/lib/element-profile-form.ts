import {
  ElementProfileInputSchema,
  audioOrigins,
  elementProperties,
  elementTypeShowsProperty,
  elementTypes,
  licenceTypes,
  musicOrigins,
  type ElementDetail,
  type ElementProfileInput,
} from "@rightsdesk/domain";
import { z } from "zod";

/** The element form as typed: every control a string, the vendor a picked company. */
export const ElementFormFieldsSchema = z.object({
  title: z.string(),
  elementType: z.string(),
  subType: z.string(),
  description: z.string(),
  musicOrigin: z.string(),
  audioOrigin: z.string(),
  licenceType: z.string(),
  vendor: z.object({ id: z.number(), name: z.string() }).nullable(),
  licensorName: z.string(),
  licensorEmail: z.string(),
  properties: z.record(z.string(), z.string()),
});
export type ElementFormValues = z.infer<typeof ElementFormFieldsSchema>;

export const elementFormFieldNames = [
  "title",
  "elementType",
  "subType",
  "description",
  "musicOrigin",
  "audioOrigin",
  "licenceType",
  "licensorName",
  "licensorEmail",
] as const;

const orUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());
const countKinds = new Set(["count", "year"]);

/**
 * The profile the form's values make: empty controls left out, only the properties the type
 * shows (counts and years as numbers), the origins only where the type takes them.
 */
export function toElementInput(values: ElementFormValues): ElementProfileInput {
  const type = elementTypes.find((candidate) => candidate === values.elementType);
  const properties: Record<string, unknown> = {};
  for (const property of elementProperties) {
    const raw = values.properties[property.key]?.trim() ?? "";
    if (raw === "" || !type || !elementTypeShowsProperty(type, property.key)) continue;
    properties[property.key] = countKinds.has(property.kind) ? Number(raw) : raw;
  }
  return {
    title: values.title,
    elementType: type ?? (values.elementType as ElementProfileInput["elementType"]),
    subType: orUndefined(values.subType),
    description: orUndefined(values.description),
    musicOrigin: type === "MUSIC" ? musicOrigins.find((origin) => origin === values.musicOrigin) : undefined,
    audioOrigin: type === "AUDIO" ? audioOrigins.find((origin) => origin === values.audioOrigin) : undefined,
    licenceType: licenceTypes.find((licence) => licence === values.licenceType),
    vendorId: values.vendor?.id,
    licensorName: orUndefined(values.licensorName),
    licensorEmail: orUndefined(values.licensorEmail),
    properties,
  };
}

/** The form checked by the domain's element rules, each message on its control. */
export const ElementFormSchema = ElementFormFieldsSchema.transform((values, ctx) => {
  const input = toElementInput(values);
  const checked = ElementProfileInputSchema.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  }
  return input;
});

export const emptyElementForm: ElementFormValues = {
  title: "",
  elementType: "",
  subType: "",
  description: "",
  musicOrigin: "",
  audioOrigin: "",
  licenceType: "",
  vendor: null,
  licensorName: "",
  licensorEmail: "",
  properties: {},
};

/** The form's values for an element as loaded. */
export function elementFormValues(element: ElementDetail): ElementFormValues {
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.properties)) {
    if (value !== null && value !== undefined) properties[key] = String(value);
  }
  return {
    title: element.title,
    elementType: element.elementType,
    subType: element.subType ?? "",
    description: element.description ?? "",
    musicOrigin: element.musicOrigin ?? "",
    audioOrigin: element.audioOrigin ?? "",
    licenceType: element.licenceType ?? "",
    vendor: element.vendorId
      ? { id: element.vendorId, name: element.vendorName ?? `Company #${element.vendorId}` }
      : null,
    licensorName: element.licensorName ?? "",
    licensorEmail: element.licensorEmail ?? "",
    properties,
  };
}
