import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { AddCompanyForm } from "../components/list/add-company-form";

/** /add/company: a new company, then its page. */
export function Component() {
  return (
    <FormPage
      documentTitle="Add company"
      back={{ label: "Companies", href: paths.app.companies.all.getHref() }}
      title="Add a company"
      description="Start with its names and type; everything else is added on the company's page."
    >
      <AddCompanyForm />
    </FormPage>
  );
}
