import type { CompanyRecord, CompanyUpdateRequest } from "@rightsdesk/domain";

/** What the profile form edits: the update request as its controls hold it ("" for no name). */
export type ProfileFormValues = CompanyUpdateRequest;

/** The profile form's values for a company as loaded, with the version the save must send. */
export function profileFormValues(company: CompanyRecord): ProfileFormValues {
  return {
    companyNames: [company.companyNames[0], company.companyNames[1] ?? "", company.companyNames[2] ?? ""],
    companyType: { mainType: company.companyType.mainType, subType: company.companyType.subType ?? "" },
    country: company.country,
    status: company.status,
    parentCompanyId: company.parentCompanyId,
    version: company.version,
  };
}
