import { addRecordPage } from "../../../ui/records/add-record-page";
import { companyKind } from "../api/company-kind";
import { AddCompanyForm } from "../components/list/add-company-form";

/** /add/company: a new company, then its page. */
export const Component = addRecordPage(
  companyKind,
  {
    title: "Add a company",
    description: "Start with its names and type; everything else is added on the company's page.",
  },
  AddCompanyForm,
);
