import { Link, Outlet } from "react-router-dom";
import { paths } from "../../../app/paths";
import { buttonClassName } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";
import { useCompanyRights } from "../lib/company-rights";

const tabs = [
  { to: paths.app.companies.all.getHref(), label: "Active" },
  { to: paths.app.companies.archive.getHref(), label: "Archive" },
];

/** /companies: the active list and the archive as tabs, and "Add company" for those who may. */
export function Component() {
  const rights = useCompanyRights();
  return (
    <>
      <PageHeader
        title="Companies"
        description="Agencies, advertisers, production companies, agents, vendors, loan-outs and the rest you work with."
        actions={
          rights.canWrite ? (
            <Link to={paths.app.addCompany.getHref()} className={buttonClassName("primary")}>
              <PlusIcon className="size-4" />
              Add company
            </Link>
          ) : null
        }
      />
      <TabNav label="Company lists" tabs={tabs} className="mb-6" />
      <Outlet />
    </>
  );
}
