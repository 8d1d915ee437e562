import { describe, expect, it } from "vitest";
import {
  ContractFamilySchema,
  ContractTemplateNameSchema,
  OtherContractFormSchema,
  TemplatePartKindSchema,
  TemplatePartTypeSchema,
  contractTemplatesOf,
  formParts,
  placeholderToken,
  templatePartKinds,
  templatePlaceholders,
} from "./contract-templates.js";

describe("contract templates and forms", () => {
  it("has the three families", () => {
    expect(ContractFamilySchema.options).toEqual(["UNION", "NON UNION", "MSA"]);
    expect(ContractFamilySchema.safeParse("OTHER").error?.issues[0]?.message).toBe(
      "Choose the contract family.",
    );
  });

  it("files each named template under one family", () => {
    expect(contractTemplatesOf("UNION")).toEqual([
      "PRINCIPAL COMMERCIAL",
      "EXTRA COMMERCIAL",
      "AUDIO COMMERCIAL",
      "CORPORATE/EDUCATIONAL",
    ]);
    expect(contractTemplatesOf("MSA")).toEqual(["MSA TEMPLATE THREE"]);
    expect(contractTemplatesOf("NON UNION")).toContain("INFLUENCER");
    expect(ContractTemplateNameSchema.options).toHaveLength(10);
  });

  it("lists the other forms and the parts of each form", () => {
    expect(OtherContractFormSchema.options).toEqual([
      "NY WAGE THEFT PREVENTION",
      "CA WAGE THEFT PREVENTION",
      "MINOR TRUST INFORMATION",
      "W4",
      "W8",
      "W9",
    ]);
    expect(formParts.MAIN).toHaveLength(4);
    expect(formParts.W4).toHaveLength(3);
    expect(formParts["W8 BEN"]).toEqual(["W8 BEN PART 1", "W8 BEN PART 2"]);
    expect(formParts.W9).toHaveLength(2);
  });

  it("has the template part types, kinds and placeholders", () => {
    expect(TemplatePartTypeSchema.options).toEqual(["Header", "Body", "Legal", "Footer"]);
    expect(templatePartKinds.map((kind) => kind.code)).toEqual(TemplatePartKindSchema.options);
    expect(templatePlaceholders.map((p) => p.label)).toEqual([
      "Contract title",
      "Contract subtitle",
      "Term",
      "Fitting fee",
      "Agent fee",
      "Category",
      "Time in",
      "Time out",
      "Lunch in",
      "Lunch out",
    ]);
    expect(placeholderToken("agentFee")).toBe("{{agentFee}}");
  });
});
