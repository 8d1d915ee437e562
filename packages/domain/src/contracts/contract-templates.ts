import { z } from "zod";

/** Contract families (spec 001 section 3). */
export const contractFamilies = ["UNION", "NON UNION", "MSA"] as const;
export const ContractFamilySchema = z.enum(contractFamilies, { error: "Choose the contract family." });
export type ContractFamily = z.infer<typeof ContractFamilySchema>;

/**
 * Named agreement templates. The spec names them; the family each belongs to is ours,
 * read from the name ("non-union" ones, print/creator/influencer deals are non-union).
 */
export const contractTemplates = [
  { name: "PRINCIPAL COMMERCIAL", family: "UNION" },
  { name: "EXTRA COMMERCIAL", family: "UNION" },
  { name: "AUDIO COMMERCIAL", family: "UNION" },
  { name: "CORPORATE/EDUCATIONAL", family: "UNION" },
  { name: "NON-UNION TALENT AGREEMENT", family: "NON UNION" },
  { name: "NON-UNION PERFORMER AGREEMENT", family: "NON UNION" },
  { name: "PRINT MODEL", family: "NON UNION" },
  { name: "CREATOR", family: "NON UNION" },
  { name: "INFLUENCER", family: "NON UNION" },
  { name: "MSA TEMPLATE THREE", family: "MSA" },
] as const satisfies readonly { name: string; family: ContractFamily }[];

export type ContractTemplateName = (typeof contractTemplates)[number]["name"];
export const contractTemplateNames = contractTemplates.map((t) => t.name) as [
  ContractTemplateName,
  ...ContractTemplateName[],
];
export const ContractTemplateNameSchema = z.enum(contractTemplateNames, {
  error: "Choose the agreement template.",
});

export function contractTemplatesOf(family: ContractFamily): readonly ContractTemplateName[] {
  return contractTemplates.filter((t) => t.family === family).map((t) => t.name);
}

/** Forms that go with a contract but are not agreements. */
export const otherContractForms = [
  "NY WAGE THEFT PREVENTION",
  "CA WAGE THEFT PREVENTION",
  "MINOR TRUST INFORMATION",
  "W4",
  "W8",
  "W9",
] as const;
export const OtherContractFormSchema = z.enum(otherContractForms);
export type OtherContractForm = z.infer<typeof OtherContractFormSchema>;

/** The parts each form is built from. */
export const formParts = {
  MAIN: ["MAIN PART 1", "MAIN PART 2", "MAIN PART 3", "MAIN PART 4"],
  W4: ["W4 PART 1", "W4 PART 2", "W4 PART 3"],
  "W8 BEN": ["W8 BEN PART 1", "W8 BEN PART 2"],
  W9: ["W9 PART 1", "W9 PART 2"],
  "MINOR TRUST": ["MINOR TRUST"],
  "NY WAGE THEFT": ["NY WAGE THEFT"],
  "CA WAGE THEFT": ["CA WAGE THEFT"],
} as const;
export type FormPart = (typeof formParts)[keyof typeof formParts][number];

export const templatePartTypes = ["Header", "Body", "Legal", "Footer"] as const;
export const TemplatePartTypeSchema = z.enum(templatePartTypes, { error: "Choose the part type." });
export type TemplatePartType = z.infer<typeof TemplatePartTypeSchema>;

/** A template part is a snippet (S) or a form part (F). */
export const templatePartKinds = [
  { code: "S", name: "snippet" },
  { code: "F", name: "form part" },
] as const;
export const TemplatePartKindSchema = z.enum(["S", "F"]);
export type TemplatePartKind = z.infer<typeof TemplatePartKindSchema>;

/**
 * Placeholders a template may hold. The spec names them; the `{{key}}` token syntax is ours.
 */
export const templatePlaceholders = [
  { key: "contractTitle", label: "Contract title" },
  { key: "contractSubtitle", label: "Contract subtitle" },
  { key: "term", label: "Term" },
  { key: "fittingFee", label: "Fitting fee" },
  { key: "agentFee", label: "Agent fee" },
  { key: "category", label: "Category" },
  { key: "timeIn", label: "Time in" },
  { key: "timeOut", label: "Time out" },
  { key: "lunchIn", label: "Lunch in" },
  { key: "lunchOut", label: "Lunch out" },
] as const;
export type TemplatePlaceholderKey = (typeof templatePlaceholders)[number]["key"];

export function placeholderToken(key: TemplatePlaceholderKey): string {
  return `{{${key}}}`;
}
