import { companyFieldLabels, findCompanySection } from "@rightsdesk/domain";
import { createLogFormatter } from "../../../ui/records/log-changes";

/** Profile fields as the audit log names them, in the words the profile form uses. */
const profileFieldLabels: Readonly<Record<string, string>> = {
  companyNames: "Names",
  "companyNames.0": companyFieldLabels.legalName,
  "companyNames.1": companyFieldLabels.businessName,
  "companyNames.2": companyFieldLabels.dbaName,
  legalName: companyFieldLabels.legalName,
  businessName: companyFieldLabels.businessName,
  dbaName: companyFieldLabels.dbaName,
  companyType: "Type",
  "companyType.mainType": companyFieldLabels.mainType,
  "companyType.subType": companyFieldLabels.subType,
  mainType: companyFieldLabels.mainType,
  subType: companyFieldLabels.subType,
  country: "Country",
  status: "Status",
  parentCompanyId: "Parent company",
  archivedAt: "Archived on",
};

/** A company's log in words: its sections' and profile's labels. */
export const companyLogFormatter = createLogFormatter({
  recordLabel: "company",
  recordKeys: ["company"],
  findSection: findCompanySection,
  profileFieldLabels,
});

export const { labelOfField, formatChange, describeLogAction } = companyLogFormatter;
export { formatChangeValue, formatLogTime, isMeaningfulChange } from "../../../ui/records/log-changes";
