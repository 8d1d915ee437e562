import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { completionReportSections } from "../completion-report/completion-report-sections.js";
import {
  isMaskedSecret,
  maskSecret,
  sectionFieldSchema,
  sectionObjectSchema,
  sectionOptionLabel,
  type SectionField,
} from "./section-fields.js";

function castField(name: string): SectionField {
  const cast = completionReportSections.find((section) => section.key === "Cast");
  const field = cast?.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`The cast has no ${name} field.`);
  return field;
}

describe("section fields", () => {
  it("build schemas whose messages name the field", () => {
    const email = sectionFieldSchema({ kind: "email", name: "email", label: "E-mail" });
    expect(email.safeParse("not-mail").error?.issues[0]?.message).toMatch(/e-mail address/);
    expect(email.safeParse(undefined).success).toBe(true);
    const phone = sectionFieldSchema({ kind: "phone", name: "phone", label: "Phone" });
    expect(phone.safeParse("+1 (212) 555-0100").success).toBe(true);
    expect(phone.safeParse("call me").success).toBe(false);
    const url = sectionFieldSchema({ kind: "url", name: "site", label: "Web site" });
    expect(url.safeParse("example.com").error?.issues[0]?.message).toMatch(/http/);
  });

  it("default booleans and multiselects, and refuse values outside a select", () => {
    const schema = sectionObjectSchema([
      { kind: "boolean", name: "on", label: "On" },
      { kind: "multiselect", name: "kinds", label: "Kinds", options: ["A", "B"] },
      { kind: "select", name: "pick", label: "Pick", options: ["X"] },
    ]);
    expect(schema.parse({})).toEqual({ on: false, kinds: [] });
    expect(schema.safeParse({ pick: "Y" }).error?.issues[0]?.message).toBe("Choose the pick.");
    expect(schema.safeParse({ kinds: ["C"] }).success).toBe(false);
  });

  it("take another spelling of an option when the field maps it, and list the options on refusal", () => {
    const canonical = (value: string) =>
      ({ tv: "TV", "tv commercial": "TV", print: "PRINT" })[value.toLowerCase()];
    const schema = sectionObjectSchema([
      { kind: "select", name: "media", label: "Media", options: ["TV", "PRINT"], canonical },
      { kind: "multiselect", name: "kinds", label: "Media concerned", options: ["TV", "PRINT"], canonical },
    ]);
    expect(schema.parse({ media: "TV commercial", kinds: ["tv", "TV COMMERCIAL"] })).toEqual({
      media: "TV",
      kinds: ["TV"],
    });
    expect(schema.parse({})).toEqual({ kinds: [] });
    const refused = schema.safeParse({ media: "RADIO", kinds: ["PRINT", "CINEMA"] }).error?.issues;
    expect(refused?.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["media", "Choose the media from the list: TV, PRINT."],
      ["kinds.1", "Choose media concerned from the list: TV, PRINT."],
    ]);
  });

  it("require a company reference as a positive id", () => {
    const schema = sectionFieldSchema({ kind: "company", name: "vendorId", label: "Vendor", required: true });
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Choose the vendor.");
    expect(schema.safeParse(0).success).toBe(false);
    expect(schema.safeParse(12).success).toBe(true);
  });

  it("take an element or a contract as a positive id, naming the field when it is missing or wrong", () => {
    const element = sectionFieldSchema({
      kind: "element",
      name: "elementId",
      label: "Element",
      required: true,
    });
    expect(element.safeParse(undefined).error?.issues[0]?.message).toBe("Choose the element.");
    expect(element.safeParse(8).success).toBe(true);
    const contract = sectionFieldSchema({ kind: "contract", name: "contractId", label: "Talent contract" });
    expect(contract.safeParse(undefined).success).toBe(true);
    expect(contract.safeParse(-3).error?.issues[0]?.message).toBe(
      "The talent contract id must be a positive whole number.",
    );
    expect(contract.safeParse("CT00042").success).toBe(false);
  });

  it("name an option in the field's own words, or the code's label when it has none", () => {
    expect(sectionOptionLabel(castField("unionCode"), "SA")).toBe("SAG-AFTRA");
    expect(sectionOptionLabel(castField("unionCode"), "AF")).toBe("AFM");
    expect(sectionOptionLabel(castField("unionCode"), "NU")).toBe("Non-union");
    expect(sectionOptionLabel(castField("performerCategory"), "P")).toBe("Principal");
    expect(sectionOptionLabel(castField("performerCategory"), "VO")).toBe("Voice over");
    expect(sectionOptionLabel(castField("performanceType"), "OFF_CAMERA")).toBe("Off camera");
    // A value no longer among the options still reads as something.
    expect(sectionOptionLabel(castField("unionCode"), "ZZ")).toBe("ZZ");
  });

  it("mask a secret to its last four characters, recognisably", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{4,17}$/), (digits) => {
        const masked = maskSecret(digits);
        expect(masked.endsWith(digits.slice(-4))).toBe(true);
        expect(masked.replace(/\D/g, "")).toBe(digits.slice(-4));
        expect(isMaskedSecret(masked)).toBe(true);
        expect(isMaskedSecret(digits)).toBe(false);
      }),
    );
    expect(maskSecret("12-3456789")).toBe("•••• 6789");
  });
});
