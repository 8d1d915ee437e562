import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { PageHeader } from "../../../ui/page-header";
import { AddCompanyForm } from "../components/list/add-company-form";

/** /add/company: a new company, then its page. */
export function Component() {
  return (
    <>
      <title>{`Add company · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.companies.all.getHref()} className="hover:underline">
            Companies
          </Link>
        }
        title="Add a company"
        description="Start with its names and type; everything else is added on the company's page."
      />
      <AddCompanyForm />
    </>
  );
}
