import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { AddCompanyFormSchema, addCompanyDefaults, addCompanyFieldErrors } from "./add-company-form";

const address = {
  type: "PRIMARY",
  line1: "1 Main St",
  line2: "",
  city: "Springfield",
  state: "IL",
  postalCode: "62701",
  country: "",
};

function messagesOf(values: unknown): Record<string, string> {
  const result = AddCompanyFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("AddCompanyFormSchema", () => {
  it("sends the create request, without items when no address is wanted", () => {
    const values = {
      ...addCompanyDefaults(),
      companyNames: [" Acme Ltd ", "Acme", ""],
      companyType: { mainType: "CASTING COMPANY", subType: "VOICE" },
      address: { ...address, city: "" },
    };
    expect(AddCompanyFormSchema.parse(values)).toEqual({
      companyNames: ["Acme Ltd", "Acme", ""],
      companyType: { mainType: "CASTING COMPANY", subType: "VOICE" },
      country: "USA",
      status: "ACTIVE",
      items: [],
    });
  });

  it("sends the first address as an Address item when wanted", () => {
    const values = {
      ...addCompanyDefaults(),
      companyNames: ["Acme Ltd", "", ""],
      companyType: { mainType: "AD AGENCY", subType: "" },
      hasAddress: true,
      address,
    };
    expect(AddCompanyFormSchema.parse(values).items).toEqual([{ section: "Address", data: address }]);
  });

  it("names every problem at once, the address's with the profile's", () => {
    const values = {
      ...addCompanyDefaults(),
      companyType: { mainType: "", subType: "" },
      hasAddress: true,
      address: { ...address, type: "", city: " " },
    };
    expect(messagesOf(values)).toEqual({
      "companyNames.0": "Enter the legal name.",
      "companyType.mainType": "Choose the main type.",
      "address.type": "Choose the address type.",
      "address.city": "Enter the city.",
    });
  });

  it("refuses a sub type of another main type with the domain's message", () => {
    const values = {
      ...addCompanyDefaults(),
      companyNames: ["Acme Ltd", "", ""],
      companyType: { mainType: "HOSPITAL", subType: "VOICE" },
    };
    expect(messagesOf(values)).toEqual({
      "companyType.subType": "A HOSPITAL company has no sub type; leave Sub type empty.",
    });
  });
});

describe("addCompanyFieldErrors", () => {
  const refused = (code: number, message: string, errors: { field: string; message: string }[] = []) =>
    new ApiError({ code: code as ApiError["code"], status: 409, message, errors });

  it("puts a taken name under the legal name", () => {
    const named = refused(ErrorCodes.DuplicateName, "A company named Acme Ltd already exists.", [
      { field: "companyNames.0", message: "A company named Acme Ltd already exists." },
    ]);
    expect(addCompanyFieldErrors(named)).toEqual([
      { field: "companyNames.0", message: "A company named Acme Ltd already exists." },
    ]);
    const unnamed = refused(ErrorCodes.DuplicateName, "That name is taken.");
    expect(addCompanyFieldErrors(unnamed)).toEqual([
      { field: "companyNames.0", message: "That name is taken." },
    ]);
  });

  it("maps the first address's fields and the profile's, and leaves the rest to the form's message", () => {
    const invalid = refused(ErrorCodes.InvalidData, "Check the highlighted fields.", [
      { field: "body.items.0.data.postalCode", message: "The postal code is too long." },
      { field: "companyType.subType", message: "Choose a sub type that belongs to the main type." },
      { field: "items.0.data.unknown", message: "Nobody shows this." },
      { field: "parentCompanyId", message: "Not on this form." },
    ]);
    expect(addCompanyFieldErrors(invalid)).toEqual([
      { field: "address.postalCode", message: "The postal code is too long." },
      { field: "companyType.subType", message: "Choose a sub type that belongs to the main type." },
    ]);
    expect(addCompanyFieldErrors(new Error("offline"))).toEqual([]);
  });
});
