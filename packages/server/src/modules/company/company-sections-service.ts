import {
  canSeeSensitiveData,
  findCompanySection,
  type CompanySectionItemSchema,
  type CompanySectionKey,
  type CompanySectionListSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { RecordContext } from "../../records/record-context.js";
import { OwnerSectionsService, touchOwner, type OwnerSections } from "../../records/owner-sections.js";
import { CompanyRepository } from "./company-repository.js";
import { companyForChange, findCompanyOrFail, sectionShownFor } from "./company-rules.js";

function canSeeSensitive(context: RecordContext): boolean {
  return canSeeSensitiveData(context.caller.permission, "Company");
}

/**
 * Company items sit behind the company's rules: it exists, is active, shows the section (its main
 * type's tabs), and is not being edited by someone else. Sensitive values are answered in full to a
 * caller who may see Company's sensitive data.
 */
const companySections: OwnerSections<{ mainType: string }> = {
  ownerType: "company",
  ownerIdField: "companyId",
  findSection: findCompanySection,
  findOwnerOrFail: findCompanyOrFail,
  ownerForChange: companyForChange,
  checkShown: (company, section) => sectionShownFor(company.mainType, section.key),
  seesSensitive: canSeeSensitive,
  listFlags: (context) => ({ canSeeSensitive: canSeeSensitive(context) }),
  afterChange: touchOwner((tx) => new CompanyRepository(tx)),
};

/** The sections of a company (addresses, staff, banks...): the shared record items (owner type "company"). */
export class CompanySectionsService extends OwnerSectionsService<
  CompanySectionKey,
  z.input<typeof CompanySectionItemSchema>,
  z.input<typeof CompanySectionListSchema>
> {
  protected readonly owner = companySections;
}
