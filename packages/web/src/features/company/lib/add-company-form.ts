import { isApiError } from "@rightsdesk/api-client";
import {
  CompanyCreateRequestSchema,
  findCompanySection,
  sectionObjectSchema,
  type CompanyCreateRequest,
  type SectionField,
} from "@rightsdesk/domain";
import type { DefaultValues } from "react-hook-form";
import { z } from "zod";

const addressSection = findCompanySection("Address");
if (!addressSection) throw new Error("The domain declares no Address section for companies.");

/** The fields of the optional first address: the domain's Address section, as the server checks it. */
export const firstAddressFields: readonly SectionField[] = addressSection.fields;
const AddressSchema = sectionObjectSchema(firstAddressFields);

function isAddressWanted(value: unknown): boolean {
  return typeof value === "object" && value !== null && "hasAddress" in value && value.hasAddress === true;
}

/**
 * The add-company form: the domain's create request without its items, plus "add a first
 * address" and that address, checked with the Address section's schema only when wanted — and
 * then even while the profile has errors, so every message shows at once. It submits the create
 * request, the address as its one item.
 */
export const AddCompanyFormSchema = CompanyCreateRequestSchema.omit({ items: true })
  .extend({
    hasAddress: z.boolean(),
    address: z.record(z.string(), z.unknown()),
  })
  .superRefine(
    ({ address }, ctx) => {
      const result = AddressSchema.safeParse(address);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: ["address", ...issue.path] });
      }
    },
    { when: ({ value }) => isAddressWanted(value) },
  )
  .transform(({ hasAddress, address, ...profile }): CompanyCreateRequest => ({
    ...profile,
    items: hasAddress ? [{ section: "Address", data: AddressSchema.parse(address) }] : [],
  }));

export type AddCompanyFormValues = z.input<typeof AddCompanyFormSchema>;

/** An empty form: the main type left to choose, the domain's defaults for country and status. */
export function addCompanyDefaults(): DefaultValues<AddCompanyFormValues> {
  return {
    companyNames: ["", "", ""],
    companyType: { subType: "" },
    country: "USA",
    status: "ACTIVE",
    hasAddress: false,
    address: Object.fromEntries(firstAddressFields.map((field) => [field.name, ""])),
  };
}

/** A field of the form the server may name: a profile field, or `address.<name>`. */
export type AddCompanyField =
  | "companyNames.0"
  | "companyNames.1"
  | "companyNames.2"
  | "companyType.mainType"
  | "companyType.subType"
  | "country"
  | "status"
  | `address.${string}`;

/** The profile's fields the server may name, as the add and the profile forms hold them. */
export const companyProfileFieldNames = [
  "companyNames.0",
  "companyNames.1",
  "companyNames.2",
  "companyType.mainType",
  "companyType.subType",
  "country",
  "status",
] as const;

const profileFields: readonly AddCompanyField[] = companyProfileFieldNames;

/** Where the server's name for a field ("body.items.0.data.city") sits in the form, if it does. */
function formFieldOf(serverField: string): AddCompanyField | null {
  const path = serverField.replace(/^body\./, "");
  if (path === "companyNames") return "companyNames.0";
  if (path === "companyType") return "companyType.mainType";
  const inAddress = /^items\.0\.data\.([^.]+)$/.exec(path)?.[1];
  if (inAddress) {
    return firstAddressFields.some((field) => field.name === inAddress) ? `address.${inAddress}` : null;
  }
  return profileFields.find((field) => field === path) ?? null;
}

/**
 * A refused create mapped back to the form's fields. A name already taken (DuplicateName)
 * goes under the legal name even when the server names no field.
 */
export function addCompanyFieldErrors(error: unknown): { field: AddCompanyField; message: string }[] {
  if (!isApiError(error)) return [];
  const mapped = error.errors.flatMap(({ field, message }) => {
    const formField = formFieldOf(field);
    return formField ? [{ field: formField, message }] : [];
  });
  if (mapped.length === 0 && error.type === "DuplicateName") {
    return [{ field: "companyNames.0", message: error.message }];
  }
  return mapped;
}
