import { describe, expect, it } from "vitest";
import { personKinds } from "./person-catalogues.js";
import { sectionObjectSchema } from "../company/section-fields.js";
import {
  findPersonSection,
  personRoutes,
  personRoutesFor,
  personSections,
  personSectionsOn,
} from "./sections.js";

describe("person sections", () => {
  it("declares each section once, on a known route, with its title field among its fields", () => {
    const keys = personSections.map((section) => section.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const section of personSections) {
      expect(personRoutes).toContain(section.route);
      expect(section.fields.map((field) => field.name)).toContain(section.titleField);
    }
  });

  it("keeps SSN/TIN, account, trust and travel numbers as secrets", () => {
    const secrets = personSections.flatMap((section) =>
      section.fields
        .filter((field) => field.kind === "secret")
        .map((field) => `${section.key}.${field.name}`),
    );
    expect(secrets).toEqual(
      expect.arrayContaining([
        "TaxId.taxId",
        "Bank.accountNumber",
        "TravelInfo.number",
        "MinorTrust.accountNumber",
      ]),
    );
  });

  it("shows an agent only addresses and contacts beside the profile, documents and logs", () => {
    expect(personRoutesFor({ kinds: ["AGENT"], isMinor: false })).toEqual([
      "people-profile",
      "contacts",
      "relationships",
      "documents",
      "logs",
    ]);
  });

  it("gives a talent the crew tabs plus loan-out, specifications, agent info and photos", () => {
    const crew = personRoutesFor({ kinds: ["CREW"], isMinor: false });
    const talent = personRoutesFor({ kinds: ["TALENT"], isMinor: false });
    for (const route of crew) expect(talent).toContain(route);
    expect(talent).toEqual(expect.arrayContaining(["loan-out", "specification", "agent-info", "photos"]));
    expect(crew).not.toContain("photos");
  });

  it("shows the minor tab only under 18, and a person of several kinds sees the union of their tabs", () => {
    expect(personRoutesFor({ kinds: ["TALENT"], isMinor: true })).toContain("minor");
    expect(personRoutesFor({ kinds: ["TALENT"], isMinor: false })).not.toContain("minor");
    const both = personRoutesFor({ kinds: ["AGENT", "VENDOR"], isMinor: false });
    expect(both).toContain("banks");
    for (const kind of personKinds)
      expect(personRoutesFor({ kinds: [kind], isMinor: false })).toContain("logs");
    expect(personSectionsOn("minor", { kinds: ["CREW"], isMinor: true }).map((s) => s.key)).toEqual([
      "Guardian",
      "WorkPermit",
      "MinorTrust",
    ]);
  });

  it("finds sections ignoring case and validates an SSN with a message naming the field", () => {
    const tax = findPersonSection("taxid");
    expect(tax?.key).toBe("TaxId");
    const schema = sectionObjectSchema(tax?.fields ?? []);
    expect(schema.safeParse({ idKind: "SSN", taxId: "123-45-6789" }).success).toBe(true);
    const bad = schema.safeParse({ idKind: "SSN", taxId: "12" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/SSN/);
  });
});
