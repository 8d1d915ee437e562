import { Outlet } from "react-router-dom";
import { paths } from "../../../app/paths";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";
import { AddContractMenu } from "../components/add-contract-menu";
import { useContractRights } from "../lib/contract-rights";

/** /contracts: the contract list, the Contracts / Templates / Snippets tabs, and "Add contract". */
export function Component() {
  const rights = useContractRights();
  return (
    <>
      <PageHeader
        title="Contracts"
        description="Talent, non-union and master agreements with their fees, guarantees, linked spots and the rights they acquire."
        actions={rights.canWrite ? <AddContractMenu /> : null}
      />
      <TabNav
        label="Contracts, templates and snippets"
        className="mb-6"
        tabs={[
          { to: paths.app.contracts.all.getHref(), label: "Contracts" },
          { to: paths.app.contractTemplates.all.getHref(), label: "Templates" },
          { to: paths.app.contractSnippets.all.getHref(), label: "Snippets" },
        ]}
      />
      <Outlet />
    </>
  );
}
