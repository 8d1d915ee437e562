import {
  companyHasSection,
  findCompanySection,
  type CompanyMainType,
  type CompanySectionDefinition,
} from "@rightsdesk/domain";
import type { InitialItemsOwner } from "../../records/record-initial-items.js";

/** The sections a new company of this main type shows, for checking the items sent with it. */
export function newCompanySections(mainType: string): InitialItemsOwner<CompanySectionDefinition> {
  return {
    ownerType: "company",
    sectionOf: (key) => {
      const section = findCompanySection(key);
      if (section && companyHasSection(mainType as CompanyMainType, section)) return section;
      const what = section ? section.label.toLowerCase() : `"${key}"`;
      return { refusal: `A ${mainType} company has no ${what} section.` };
    },
  };
}
