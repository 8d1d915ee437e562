import { paths } from "../../../routing/paths";
import { RecordListLayout } from "../../../ui/records/record-list";

/** /companies: the active list and the archive as tabs, and "Add company" for those who may. */
export function Component() {
  return (
    <RecordListLayout
      module="Company"
      title="Companies"
      description="Agencies, advertisers, production companies, agents, vendors, loan-outs and the rest you work with."
      add={{ href: paths.app.addCompany.getHref(), label: "Add company" }}
      tabs={{
        label: "Company lists",
        links: [
          { to: paths.app.companies.all.getHref(), label: "Active" },
          { to: paths.app.companies.archive.getHref(), label: "Archive" },
        ],
      }}
    />
  );
}
