import { ApiError } from "@rightsdesk/api-client";
import {
  ErrorCodes,
  findCompanySection,
  findPersonSection,
  type CompanySectionDefinition,
} from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  formatSectionValue,
  readNumber,
  readSelect,
  sectionColumns,
  sectionFormDefaults,
  sectionFormSchema,
  sectionItemTitle,
  sectionServerFieldErrors,
} from "./section-form";

function section(key: string): CompanySectionDefinition {
  const found = findCompanySection(key);
  if (!found) throw new Error(`No section ${key}`);
  return found;
}

function field(sectionKey: string, name: string) {
  const found = section(sectionKey).fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No field ${name}`);
  return found;
}

describe("sectionFormDefaults", () => {
  it("starts a new item with empty controls of the right kind", () => {
    expect(sectionFormDefaults(section("Bank").fields)).toEqual({
      bankName: "",
      accountHolder: "",
      routingNumber: "",
      accountNumber: "",
      accountType: undefined,
      isPrimary: false,
    });
    expect(sectionFormDefaults(section("AlertPreference").fields)).toEqual({
      alertKinds: [],
      daysAhead: undefined,
      recipients: "",
      weeklyDigest: false,
    });
  });

  it("fills an item's values, turning the no-date marker into an empty date", () => {
    const values = sectionFormDefaults(section("Insurance").fields, {
      kind: "PRODUCTION",
      carrier: "Acme Mutual",
      effectiveOn: "2025-01-06",
      expiresOn: "0001-01-01",
    });
    expect(values).toMatchObject({
      kind: "PRODUCTION",
      carrier: "Acme Mutual",
      effectiveOn: "2025-01-06",
      expiresOn: "",
    });
    expect(sectionFormDefaults(section("Advertiser").fields, { advertiserId: 12 })["advertiserId"]).toBe(12);
  });
});

describe("readSelect and readNumber", () => {
  it("turn an empty control into no value and text into a number", () => {
    expect(readSelect("")).toBeUndefined();
    expect(readSelect("MAILING")).toBe("MAILING");
    expect(readNumber("")).toBeUndefined();
    expect(readNumber("42")).toBe(42);
    expect(readNumber("4x")).toBeNaN();
  });
});

describe("sectionFormSchema", () => {
  const bank = section("Bank");
  const filled = {
    bankName: "First Bank",
    accountHolder: "Acme Ltd",
    routingNumber: "",
    accountType: undefined,
    isPrimary: false,
  };

  it("checks a new secret like any value, naming the field", () => {
    const result = sectionFormSchema(bank.fields).safeParse({ ...filled, accountNumber: "12ab" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["accountNumber", "Enter the account number as 4 to 17 digits."],
    ]);
  });

  it("lets a masked secret come back unchanged, and checks anything typed instead", () => {
    const schema = sectionFormSchema(bank.fields, { accountNumber: "•••• 6789" });
    expect(schema.safeParse({ ...filled, accountNumber: "•••• 6789" }).data).toMatchObject({
      accountNumber: "•••• 6789",
    });
    const typed = schema.safeParse({ ...filled, accountNumber: "•••• 1234" });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues[0]?.message).toBe("Enter the account number as 4 to 17 digits.");
    expect(schema.safeParse({ ...filled, accountNumber: "000123456789" }).data).toMatchObject({
      accountNumber: "000123456789",
    });
  });

  it("gives the domain's messages for missing required fields and upper-cases codes", () => {
    const adId = sectionFormSchema(section("AdIdPrefix").fields);
    expect(adId.safeParse({ prefix: "ab12", locked: false }).data).toEqual({ prefix: "AB12", locked: false });
    const staff = sectionFormSchema(section("Staff").fields).safeParse({ firstName: "", lastName: "" });
    expect(staff.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(["Enter the first name.", "Enter the last name."]),
    );
  });
});

describe("sectionServerFieldErrors", () => {
  it("maps data.<field> back to the form and leaves other errors to the general message", () => {
    const error = new ApiError({
      code: ErrorCodes.InvalidData,
      status: 400,
      message: "Check the fields.",
      errors: [
        { field: "data.taxId", message: "Enter the tax id as an EIN." },
        { field: "body.data.classification", message: "Choose the tax classification." },
        { field: "version", message: "Send the version." },
      ],
    });
    expect(sectionServerFieldErrors(error, section("BusinessTaxInfo").fields)).toEqual([
      { field: "taxId", message: "Enter the tax id as an EIN." },
      { field: "classification", message: "Choose the tax classification." },
    ]);
    expect(sectionServerFieldErrors(new Error("x"), section("BusinessTaxInfo").fields)).toEqual([]);
  });
});

describe("formatSectionValue", () => {
  it("shows each kind of value the way a person reads it", () => {
    expect(formatSectionValue(field("Insurance", "effectiveOn"), "2025-01-06")).toBe("01/06/2025");
    expect(formatSectionValue(field("Insurance", "expiresOn"), "0001-01-01")).toBe("—");
    expect(formatSectionValue(field("Staff", "isPrimary"), true)).toBe("Yes");
    expect(formatSectionValue(field("Staff", "isPrimary"), undefined)).toBe("No");
    expect(formatSectionValue(field("Staff", "title"), "")).toBe("—");
    expect(formatSectionValue(field("Member", "ownershipPercent"), 12.5)).toBe("12.5");
    expect(formatSectionValue(field("AlertPreference", "alertKinds"), ["A", "B"])).toBe("A, B");
    expect(formatSectionValue(field("Bank", "accountNumber"), "•••• 6789")).toBe("•••• 6789");
  });

  it("names a referenced company from the item's labels", () => {
    const advertiser = field("Advertiser", "advertiserId");
    expect(formatSectionValue(advertiser, 12, { advertiserId: "Acme Foods" })).toBe("Acme Foods");
    expect(formatSectionValue(advertiser, 12)).toBe("Company #12");
  });

  it("names a referenced person from the item's labels, and starts a person field empty", () => {
    const relationship = findPersonSection("Relationship");
    const related = relationship?.fields.find((candidate) => candidate.name === "personId");
    if (!relationship || !related) throw new Error("No Relationship section");
    expect(formatSectionValue(related, 4, { personId: "Ada Lovelace (PE000004)" })).toBe(
      "Ada Lovelace (PE000004)",
    );
    expect(formatSectionValue(related, 4)).toBe("Person #4");
    expect(sectionFormDefaults(relationship.fields)).toMatchObject({ personId: undefined, notes: "" });
    expect(sectionFormDefaults(relationship.fields, { personId: 4 })).toMatchObject({ personId: 4 });
  });
});

describe("sectionColumns and sectionItemTitle", () => {
  it("put the title field first and leave long text to the form", () => {
    const columns = sectionColumns(section("Advertiser")).map((column) => column.name);
    expect(columns).toEqual(["advertiserId", "since", "isAgencyOfRecord"]);
    expect(sectionColumns(section("Staff"), 3).map((column) => column.name)).toEqual([
      "lastName",
      "firstName",
      "title",
    ]);
  });

  it("name an item by its title field, or by the section's word for it", () => {
    const address = section("Address");
    expect(sectionItemTitle(address, { data: { line1: "12 Main St" }, labels: {} })).toBe("12 Main St");
    expect(sectionItemTitle(address, { data: {}, labels: {} })).toBe("address");
  });
});
