import { describe, expect, it } from "vitest";
import { routeChildren } from "../access/route-modules.js";
import { companyMainTypes } from "./company-types.js";
import { companyTabsByMainType } from "./company-tabs.js";
import { sectionObjectSchema } from "./section-fields.js";
import {
  companyRouteLabels,
  companyRoutes,
  companyRoutesFor,
  companySections,
  companySectionsOn,
  findCompanySection,
} from "./sections.js";

function fieldsOf(key: string) {
  const section = findCompanySection(key);
  if (!section) throw new Error(`No section ${key}`);
  return section.fields;
}

describe("company routes", () => {
  it("are exactly the child routes of /company/{companyId} in spec 000 section 2", () => {
    expect([...companyRoutes].sort()).toEqual([...routeChildren.company].sort());
    for (const route of companyRoutes) expect(companyRouteLabels[route]).toBeTruthy();
  });

  it("give every type its profile, documents, notes and logs", () => {
    for (const type of companyMainTypes) {
      expect(companyRoutesFor(type)).toEqual(
        expect.arrayContaining(["company-profile", "documents", "notes", "logs"]),
      );
    }
  });

  it("follow spec 001's tab list per type", () => {
    expect(companyRoutesFor("AD AGENCY")).toEqual([
      "company-profile",
      "staff",
      "advertiser",
      "ad-id",
      "payroll-vendor",
      "signatory-vendors",
      "insurance",
      "documents",
      "notes",
      "logs",
    ]);
    expect(companyRoutesFor("LOAN OUT CORPORATION")).toEqual([
      "company-profile",
      "staff",
      "officers",
      "banks",
      "documents",
      "notes",
      "logs",
    ]);
    expect(companyRoutesFor("HOSPITAL")).not.toContain("banks");
    expect(companyRoutesFor("AGENT/REPRESENTATIVE")).toContain("banks");
    expect(companyRoutesFor("CASTING COMPANY")).not.toContain("banks");
    expect(companyRoutesFor("VENDOR")).toContain("payroll-vendor-company");
    expect(companyRoutesFor("VENDOR")).not.toContain("advertiser");
    expect(companyRoutesFor("ADVERTISER")).toEqual(
      expect.arrayContaining(["brandsproducts", "relationships", "transfer-of-rights", "preferences"]),
    );
  });

  it("show a section only to types whose spec tab list names it (or a written decision)", () => {
    for (const section of companySections) {
      if (section.source === "decision" || section.key === "Note") continue;
      for (const type of section.mainTypes) {
        expect((companyTabsByMainType[type] as readonly string[]).length).toBeGreaterThan(0);
      }
    }
    expect(companySectionsOn("company-profile", "LOCATION").map((s) => s.key)).toEqual([
      "Address",
      "BusinessTaxInfo",
      "SocialMedia",
    ]);
  });
});

describe("company sections", () => {
  it("have unique keys, found ignoring case", () => {
    const keys = companySections.map((section) => section.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(findCompanySection("address")?.key).toBe("Address");
    expect(findCompanySection("nothing")).toBeUndefined();
  });

  it("name their title field among their fields", () => {
    for (const section of companySections) {
      expect(section.fields.map((field) => field.name)).toContain(section.titleField);
    }
  });

  it("validate an address and name the missing field", () => {
    const schema = sectionObjectSchema(fieldsOf("Address"));
    expect(schema.safeParse({ type: "PRIMARY", line1: "1 Main St", city: "Austin" }).success).toBe(true);
    const result = schema.safeParse({ type: "PRIMARY", line1: "1 Main St" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["city"]);
    expect(result.error?.issues[0]?.message).toBe("Enter the city.");
  });

  it("upper-case and check AD ID prefixes", () => {
    const schema = sectionObjectSchema(fieldsOf("AdIdPrefix"));
    expect(schema.parse({ prefix: "abcd" })).toEqual({ prefix: "ABCD", locked: false });
    expect(schema.safeParse({ prefix: "0ABC" }).error?.issues[0]?.message).toMatch(/not starting with 0/);
  });

  it("check tax ids and bank account numbers by shape", () => {
    const tax = sectionObjectSchema(fieldsOf("BusinessTaxInfo"));
    expect(tax.safeParse({ classification: "C-CORP", taxId: "12-3456789" }).error?.issues).toBeUndefined();
    expect(tax.safeParse({ classification: "C-CORP", taxId: "12345" }).success).toBe(false);
    const bank = sectionObjectSchema(fieldsOf("Bank"));
    const good = { bankName: "First Bank", accountHolder: "Acme", accountNumber: "000123456789" };
    expect(bank.safeParse(good).success).toBe(true);
    expect(bank.safeParse({ ...good, routingNumber: "12" }).error?.issues[0]?.path).toEqual([
      "routingNumber",
    ]);
  });

  it("keep numbers within their bounds", () => {
    const members = sectionObjectSchema(fieldsOf("Member"));
    const member = { firstName: "Ann", lastName: "Lee", role: "OFFICER" };
    expect(members.safeParse({ ...member, ownershipPercent: 50 }).success).toBe(true);
    expect(members.safeParse({ ...member, ownershipPercent: 150 }).success).toBe(false);
  });
});
