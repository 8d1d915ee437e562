import { isApiError } from "@rightsdesk/api-client";
import {
  PersonCreateRequestSchema,
  findPersonSection,
  sectionObjectSchema,
  type PersonCreateRequest,
  type SectionField,
} from "@rightsdesk/domain";
import type { DefaultValues } from "react-hook-form";
import { z } from "zod";
import { checkMultiples, multiplesOf, personProfileFieldNames } from "./profile-form";

const addressSection = findPersonSection("Address");
if (!addressSection) throw new Error("The domain declares no Address section for people.");

/** The fields of the optional first address: the domain's Address section, as the server checks it. */
export const firstAddressFields: readonly SectionField[] = addressSection.fields;
const AddressSchema = sectionObjectSchema(firstAddressFields);

/**
 * The add-person form: the domain's create request without its items, the duplicate
 * confirmation (asked separately) and the multiple birth (two selects here, one object there),
 * plus "add a first address" and that address, checked with the Address section's schema only
 * when wanted. Every message shows at once; it submits the create request.
 */
export const AddPersonFormSchema = PersonCreateRequestSchema.omit({
  items: true,
  confirmDuplicate: true,
  multiples: true,
})
  .extend({
    multiplesKind: z.string(),
    multiplesZygosity: z.string(),
    hasAddress: z.boolean(),
    address: z.record(z.string(), z.unknown()),
  })
  .superRefine((form, ctx) => {
    checkMultiples(form, ctx);
    const { hasAddress, address } = form;
    if (!hasAddress) return;
    const result = AddressSchema.safeParse(address);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["address", ...issue.path] });
    }
  })
  .transform(
    ({ multiplesKind, multiplesZygosity, hasAddress, address, ...profile }): PersonCreateRequest => ({
      ...profile,
      multiples: multiplesOf(multiplesKind, multiplesZygosity),
      items: hasAddress ? [{ section: "Address", data: AddressSchema.parse(address) }] : [],
    }),
  );

export type AddPersonFormValues = z.input<typeof AddPersonFormSchema>;

/** An empty form: no kind chosen yet (at least one is required), active, no address. */
export function addPersonDefaults(): DefaultValues<AddPersonFormValues> {
  return {
    personName: { firstName: "", middleName: "", lastName: "" },
    kinds: [],
    dateOfBirth: "",
    email: "",
    phone: "",
    ethnicities: [],
    skillGroups: [],
    allergies: [],
    talentRoles: [],
    unions: [],
    multiplesKind: "",
    multiplesZygosity: "",
    status: "ACTIVE",
    notes: "",
    hasAddress: false,
    address: Object.fromEntries(firstAddressFields.map((field) => [field.name, ""])),
  };
}

/** A field of the form the server may name: a profile field, or `address.<name>`. */
export type AddPersonField =
  | "personName.firstName"
  | "personName.middleName"
  | "personName.lastName"
  | "kinds"
  | "gender"
  | "dateOfBirth"
  | "email"
  | "phone"
  | "ethnicities"
  | "skillGroups"
  | "allergies"
  | "talentRoles"
  | "unions"
  | "multiplesKind"
  | "status"
  | "notes"
  | `address.${string}`;

const profileFields: readonly AddPersonField[] = personProfileFieldNames;

/** Where the server's name for a field ("body.items.0.data.city", "kinds.0") sits in the form, if it does. */
function formFieldOf(serverField: string): AddPersonField | null {
  const path = serverField.replace(/^body\./, "");
  if (path === "personName") return "personName.firstName";
  if (path.startsWith("multiples")) return "multiplesKind";
  const inAddress = /^items\.0\.data\.([^.]+)$/.exec(path)?.[1];
  if (inAddress) {
    return firstAddressFields.some((field) => field.name === inAddress) ? `address.${inAddress}` : null;
  }
  const listField = path.replace(/\.\d+$/, "");
  return profileFields.find((field) => field === path || field === listField) ?? null;
}

/** A refused create mapped back to the form's fields; the rest is said above the form. */
export function addPersonFieldErrors(error: unknown): { field: AddPersonField; message: string }[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap(({ field, message }) => {
    const formField = formFieldOf(field);
    return formField ? [{ field: formField, message }] : [];
  });
}
