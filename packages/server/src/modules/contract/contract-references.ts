import { inArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { companies, contractTemplates, people } from "../../db/schema.js";
import type { ContractValues } from "./contract-repository.js";

export interface FieldProblem {
  field: string;
  message: string;
}

/** Which company types each company field accepts, and how a refusal names them. */
const companyRules = {
  loanOutCompanyId: { types: ["LOAN OUT CORPORATION"], what: "a loan-out corporation" },
  payeeAgencyId: { types: ["AGENT/REPRESENTATIVE"], what: "an agent/representative company" },
  vendorCompanyId: { types: ["VENDOR", "PRODUCTION COMPANY"], what: "a vendor or production company" },
  advertiserId: { types: null, what: "a company" },
} as const;

/**
 * The people, companies and template a batch of profiles reference, loaded in three queries, then
 * each profile's problems: a missing record, the talent not a TALENT person, or a company of the
 * wrong type, each naming its field.
 */
export async function checkContractReferences(
  db: Db,
  profiles: readonly ContractValues[],
): Promise<FieldProblem[][]> {
  const personIds = new Set<number>();
  const companyIds = new Set<number>();
  const templateIds = new Set<number>();
  for (const values of profiles) {
    if (values.talentId !== null) personIds.add(values.talentId);
    for (const field of Object.keys(companyRules) as (keyof typeof companyRules)[]) {
      const id = values[field];
      if (id !== null) companyIds.add(id);
    }
    if (values.templateId !== null) templateIds.add(values.templateId);
  }
  const personRows = personIds.size
    ? await db
        .select({ id: people.id, kinds: people.kinds, archivedAt: people.archivedAt })
        .from(people)
        .where(inArray(people.id, [...personIds]))
    : [];
  const companyRows = companyIds.size
    ? await db
        .select({ id: companies.id, mainType: companies.mainType, archivedAt: companies.archivedAt })
        .from(companies)
        .where(inArray(companies.id, [...companyIds]))
    : [];
  const templateRows = templateIds.size
    ? await db
        .select({ id: contractTemplates.id })
        .from(contractTemplates)
        .where(inArray(contractTemplates.id, [...templateIds]))
    : [];
  const personById = new Map(personRows.map((row) => [row.id, row]));
  const companyById = new Map(companyRows.map((row) => [row.id, row]));
  const templates = new Set(templateRows.map((row) => row.id));
  return profiles.map((values) => {
    const problems: FieldProblem[] = [];
    if (values.talentId !== null) {
      const person = personById.get(values.talentId);
      if (!person)
        problems.push({ field: "talentId", message: `There is no person with id ${values.talentId}.` });
      else if (!person.kinds.includes("TALENT")) {
        problems.push({ field: "talentId", message: "The talent must be a person of kind TALENT." });
      } else if (person.archivedAt !== null) {
        problems.push({
          field: "talentId",
          message: "The talent is archived; restore them or choose another.",
        });
      }
    }
    for (const field of Object.keys(companyRules) as (keyof typeof companyRules)[]) {
      const id = values[field];
      if (id === null) continue;
      const company = companyById.get(id);
      const rule = companyRules[field];
      if (!company) problems.push({ field, message: `There is no company with id ${id}.` });
      else if (rule.types !== null && !(rule.types as readonly string[]).includes(company.mainType)) {
        problems.push({ field, message: `Choose ${rule.what}; this company is ${company.mainType}.` });
      } else if (company.archivedAt !== null) {
        problems.push({ field, message: "The company is archived; restore it or choose another." });
      }
    }
    if (values.templateId !== null && !templates.has(values.templateId)) {
      problems.push({
        field: "templateId",
        message: `There is no contract template with id ${values.templateId}.`,
      });
    }
    return problems;
  });
}
