import {
  type AppError,
  companyHasSection,
  findCompanySection,
  type CompanyMainType,
  type CompanySectionDefinition,
  type FieldError,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { archivableRecordRules, type ArchivableKind } from "../../records/record-archive.js";
import { duplicateName, invalidField } from "../../errors/app-errors.js";
import { describeCompany } from "./company-record.js";
import { CompanyRepository, type CompanyRow } from "./company-repository.js";

/** How deep a parent chain is followed before it is taken for a loop. */
const MAX_HIERARCHY_DEPTH = 100;

/** Companies move to the archive list and back; changed only while active, deleted once archived. */
export const archivableCompanies: ArchivableKind<CompanyRow> = {
  repository: (db) => new CompanyRepository(db),
  describe: describeCompany,
};

export const { findOrFail: findCompanyOrFail, forChange: companyForChange } =
  archivableRecordRules(archivableCompanies);

/** The section, when a company of this main type shows it; otherwise InvalidData naming `section`. */
export function sectionShownFor(
  mainType: string,
  sectionKey: string,
  field = "section",
): CompanySectionDefinition {
  const section = findCompanySection(sectionKey);
  if (!section) throw invalidField(field, `There is no company section "${sectionKey}".`);
  if (!companyHasSection(mainType as CompanyMainType, section)) {
    throw invalidField(field, `A ${mainType} company has no ${section.label.toLowerCase()} section.`);
  }
  return section;
}

/**
 * Problems with a parent company: it must exist, not be the company itself, and not sit below it
 * in the hierarchy (which would make a loop).
 */
export async function checkParent(
  db: Db,
  parentId: number | null,
  selfId: number | undefined,
  field = "parentCompanyId",
): Promise<FieldError[]> {
  if (parentId === null) return [];
  if (parentId === selfId) return [{ field, message: "A company cannot be its own parent." }];
  const repository = new CompanyRepository(db);
  let current: number | null | undefined = await repository.parentOf(parentId);
  if (current === undefined) return [{ field, message: `There is no company with id ${parentId}.` }];
  for (let depth = 0; current !== null && current !== undefined && depth < MAX_HIERARCHY_DEPTH; depth += 1) {
    if (current === selfId) {
      return [
        { field, message: "The parent company is below this company in the hierarchy; choose one above it." },
      ];
    }
    current = await repository.parentOf(current);
  }
  return [];
}

export function takenName(legalName: string, mainType: string, field = "companyNames.0"): AppError {
  return duplicateName(field, `A ${mainType} company named ${legalName} already exists.`);
}
